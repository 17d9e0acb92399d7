import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { useNetworkTexts } from '../hooks/use-network-texts.ts';
import { PreviewCard } from './PreviewCard.tsx';

/** One card per selected network: the post as that network will receive it, with its own text if any. */
export function NetworkPreviews({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state } = composer;
  const networks = useNetworkTexts(composer);

  return (
    <Stack gap="md" component="section" aria-labelledby="composer-previews">
      <Title order={2} size="h4" id="composer-previews">
        {t('preview.title')}
      </Title>
      {networks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('preview.empty')}
        </Text>
      ) : (
        networks.map(({ kind, sent }) => {
          const first = sent.mediaIds.map((id) => state.media[id]).find((item) => item !== undefined);
          // Where the link goes into the text (X, Telegram, and Bluesky or Facebook with media),
          // the text shows it: the card does not show it a second time.
          const link = state.content.link.trim();
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
