import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import type { NetworkTextState } from '../hooks/use-network-texts.ts';
import { useIssueError } from './FieldIssues.tsx';
import { NetworkCounter } from './NetworkCounter.tsx';
import { PageTexts } from './PageTexts.tsx';

/**
 * One network's own text: empty, the network receives the common text. Its counter counts what
 * the network receives; over the limit, "shorten" cuts this text, not the common one.
 */
export function NetworkTextPanel({ composer, network }: { composer: Composer; network: NetworkTextState }) {
  const { t } = useTranslation(['composer', 'pages']);
  const issueError = useIssueError();
  const limit = useTextLimit();
  const { state, set, issues } = composer;
  const { kind, own, sent } = network;
  const name = t(`networks.${kind}`, { ns: 'pages' });
  const field = `networkTexts.${kind}`;
  const write = (text: string) => set('networkTexts', { ...state.content.networkTexts, [kind]: text });
  const shortened = sent.overLimit ? network.shorten() : null;

  return (
    <Stack gap={6}>
      <Textarea
        label={t('message.networkLabel', { network: name })}
        placeholder={state.content.message}
        value={state.content.networkTexts[kind] ?? ''}
        {...limit(
          'postText',
          state.content.networkTexts[kind],
          own ? undefined : t('message.networkUsesCommon', { network: name }),
        )}
        onChange={(event) => write(event.currentTarget.value)}
        error={issueError(issues.errors.filter((issue) => issue.field === field))}
        rows={6}
        resize="vertical"
      />
      <Group gap={6} role="group" aria-label={t('message.networkCounter', { network: name })}>
        <NetworkCounter network={network} />
      </Group>
      <Group gap="xs">
        {sent.overLimit && shortened === null ? (
          <Text size="sm" c="red.8">
            {t('message.cannotShorten', { network: name })}
          </Text>
        ) : null}
        {shortened !== null ? (
          <Button size="compact-sm" variant="light" onClick={() => write(shortened)}>
            {t('message.shorten', { network: name })}
          </Button>
        ) : null}
        {own ? (
          <Button size="compact-sm" variant="subtle" onClick={() => write('')}>
            {t('message.useCommon')}
          </Button>
        ) : null}
      </Group>
      <PageTexts composer={composer} network={network} />
    </Stack>
  );
}
