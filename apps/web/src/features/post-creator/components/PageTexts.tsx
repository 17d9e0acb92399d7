import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { contentForNetwork } from '@pagewise/shared/posts/network-content';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from '../hooks/use-composer.ts';
import type { NetworkTextState } from '../hooks/use-network-texts.ts';
import { useIssueError } from './FieldIssues.tsx';
import { NetworkCounter } from './NetworkCounter.tsx';

/**
 * A text of its own for one page of the network, over the network's text: shown where the post
 * goes to several pages of the network (with one, the network's text is the page's).
 */
export function PageTexts({ composer, network }: { composer: Composer; network: NetworkTextState }) {
  const pages = composer.selectedPages.filter((page) => page.kind === network.kind);
  if (pages.length < 2) return null;
  return (
    <Stack gap="xs" mt="xs">
      {pages.map((page) => (
        <PageText key={page.id} composer={composer} network={network} page={page} />
      ))}
    </Stack>
  );
}

function PageText({
  composer,
  network,
  page,
}: {
  composer: Composer;
  network: NetworkTextState;
  page: Page;
}) {
  const { t } = useTranslation('composer');
  const issueError = useIssueError();
  const limit = useTextLimit();
  const { state, set, issues } = composer;
  const text = state.content.pageTexts[page.id];
  const write = (value: string | undefined) => {
    const { [page.id]: _old, ...others } = state.content.pageTexts;
    set('pageTexts', value === undefined ? others : { ...others, [page.id]: value });
  };
  if (text === undefined) {
    return (
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => write(network.text)}>
          {t('message.pageTextAdd', { page: page.name })}
        </Button>
      </Group>
    );
  }
  const media = Object.values(state.media);
  const sent = contentForNetwork(
    { ...contentToSend(state.content), message: text.trim() === '' ? network.text : text, media },
    page.kind,
    { concierge: page.connectionMode === 'concierge' },
  );
  return (
    <Stack gap={6}>
      <Textarea
        label={t('message.pageTextLabel', { page: page.name })}
        value={text}
        onChange={(event) => write(event.currentTarget.value)}
        {...limit('postText', text)}
        error={issueError(issues.errors.filter((issue) => issue.field === `pageTexts.${page.id}`))}
        rows={4}
        resize="vertical"
      />
      <Group gap={6}>
        <NetworkCounter network={{ kind: page.kind, sent }} />
        <Button size="compact-sm" variant="subtle" onClick={() => write(undefined)}>
          {t('message.pageTextRemove', { page: page.name })}
        </Button>
      </Group>
    </Stack>
  );
}
