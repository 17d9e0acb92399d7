export type Catalogue = Record<string, unknown>;

/** A catalogue's texts as dotted keys (`wizard.steps.info`) and their texts; for catalogue tests. */
export function catalogueEntries(value: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object'
      ? catalogueEntries(child as Catalogue, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)] as [string, string]],
  );
}

/** i18next's plural forms end a key with one of these. */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;
