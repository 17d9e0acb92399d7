import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkText, ownNetworkText } from '@pagewise/shared/posts/custom-texts';
import { contentForNetwork, type NetworkContent } from '@pagewise/shared/posts/network-content';
import { shortenForNetwork } from '@pagewise/shared/posts/shorten-text';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from './use-composer.ts';

/** One selected network: the text it receives, whether it is its own, and that text as sent. */
export interface NetworkTextState {
  kind: NetworkKind;
  text: string;
  own: boolean;
  sent: NetworkContent;
  /** "Shorten for this network": its text cut to fit, or null when the kept parts alone do not. */
  shorten: () => string | null;
}

/** Each network of the selected pages, once, with the text it receives (as `validatePost` sees it). */
export function useNetworkTexts(composer: Composer): NetworkTextState[] {
  const { state, selectedPages } = composer;
  const content = contentToSend(state.content);
  const media = Object.values(state.media);
  const kinds = [...new Set(selectedPages.map((page) => page.kind))];
  // Extra images are dropped unless every page of the network has the concierge (as validatePost).
  const concierge = (kind: NetworkKind) =>
    selectedPages.every((page) => page.kind !== kind || page.connectionMode === 'concierge');
  return kinds.map((kind) => {
    const text = networkText(content, kind);
    const source = { ...content, message: text, media };
    const options = { concierge: concierge(kind) };
    return {
      kind,
      text,
      own: ownNetworkText(content, kind) !== null,
      sent: contentForNetwork(source, kind, options),
      shorten: () => shortenForNetwork(source, kind, options),
    };
  });
}
