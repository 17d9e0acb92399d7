import type { NetworkKind } from '../networks/kinds.ts';

/**
 * The CSV column of a network's own text (`text_twitter`), the same in the export and the import.
 * `page_text` holds the text of the row's page.
 */
export type NetworkTextColumn = `text_${NetworkKind}`;
export const networkTextColumn = (kind: NetworkKind): NetworkTextColumn => `text_${kind}`;
export const pageTextColumn = 'page_text';
