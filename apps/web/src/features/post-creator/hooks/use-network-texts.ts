import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { ownNetworkText } from '@pagewise/shared/posts/custom-texts';
import type { NetworkContent } from '@pagewise/shared/posts/network-content';
import { shortenForNetwork } from '@pagewise/shared/posts/shorten-text';
import { networkTargets } from '@pagewise/shared/posts/validate-post';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from './use-composer.ts';
import { validationContext } from './use-post-validation.ts';

/** One selected network: the text it receives, whether it is its own, and that text as sent. */
export interface NetworkTextState {
  kind: NetworkKind;
  text: string;
  own: boolean;
  sent: NetworkContent;
  /** "Shorten for this network": its text cut to fit, or null when the kept parts alone do not. */
  shorten: () => string | null;
}

/** Each network of the selected pages, once, with the text it receives, as `validatePost` sees it. */
export function useNetworkTexts(composer: Composer): NetworkTextState[] {
  const { state, selectedPages } = composer;
  const content = contentToSend(state.content);
  const context = validationContext(state, selectedPages);
  return networkTargets(content, context).map(({ kind, text, concierge, content: sent }) => ({
    kind,
    text,
    own: ownNetworkText(content, kind) !== null,
    sent,
    shorten: () =>
      shortenForNetwork({ ...content, message: text, media: context.media }, kind, { concierge }),
  }));
}
