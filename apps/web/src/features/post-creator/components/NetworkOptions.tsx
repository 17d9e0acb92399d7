import { Stack } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Composer } from '../hooks/use-composer.ts';
import { PinterestOptions } from './PinterestOptions.tsx';
import { TiktokOptions } from './TiktokOptions.tsx';
import { TwitterOptions } from './TwitterOptions.tsx';
import { YoutubeOptions } from './YoutubeOptions.tsx';

/** Each network's own settings, shown only when one of its pages is selected. */
export function NetworkOptions({ composer }: { composer: Composer }) {
  const pagesOf = (kind: NetworkKind) => composer.selectedPages.filter((page) => page.kind === kind);
  const pinterestPages = pagesOf('pinterest');
  const [tiktok, youtube, twitter] = (['tiktok', 'youtube', 'twitter'] as const).map(
    (kind) => pagesOf(kind).length > 0,
  );
  if (!tiktok && !youtube && !twitter && pinterestPages.length === 0) return null;
  return (
    <Stack gap="md">
      {tiktok ? <TiktokOptions composer={composer} /> : null}
      {youtube ? <YoutubeOptions composer={composer} /> : null}
      {twitter ? <TwitterOptions composer={composer} /> : null}
      {pinterestPages.length > 0 ? <PinterestOptions composer={composer} pages={pinterestPages} /> : null}
    </Stack>
  );
}
