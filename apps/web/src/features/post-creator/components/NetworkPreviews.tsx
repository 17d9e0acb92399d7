import { Stack, Text, Title } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { contentForNetwork } from '@pagewise/shared/posts/network-content';
import { useTranslation } from 'react-i18next';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from '../hooks/use-composer.ts';
import { PreviewCard } from './PreviewCard.tsx';

/** One card per selected network: the post as that network will receive it. */
export function NetworkPreviews({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, selectedPages } = composer;
  const content = contentToSend(state.content);
  const media = Object.values(state.media);
  const kinds = [...new Set(selectedPages.map((page) => page.kind))];
  // Extra images are dropped unless every page of the network has the concierge (as validatePost).
  const concierge = (kind: NetworkKind) =>
    selectedPages.every((page) => page.kind !== kind || page.connectionMode === 'concierge');

  return (
    <Stack gap="md" component="section" aria-labelledby="composer-previews">
      <Title order={2} size="h4" id="composer-previews">
        {t('preview.title')}
      </Title>
      {kinds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('preview.empty')}
        </Text>
      ) : (
        kinds.map((kind) => {
          const sent = contentForNetwork({ ...content, media }, kind, { concierge: concierge(kind) });
          const first = sent.mediaIds.map((id) => state.media[id]).find((item) => item !== undefined);
          // Where the link goes into the text (X, Telegram, and Bluesky or Facebook with media),
          // the text shows it: the card does not show it a second time.
          const link = content.link.trim();
          return (
            <PreviewCard
              key={kind}
              kind={kind}
              text={sent.text}
              overLimit={sent.overLimit}
              dropped={sent.droppedMediaIds.length}
              link={link !== '' && !sent.text.includes(link) ? link : ''}
              media={first ?? null}
              mediaCount={sent.mediaIds.length}
            />
          );
        })
      )}
    </Stack>
  );
}
