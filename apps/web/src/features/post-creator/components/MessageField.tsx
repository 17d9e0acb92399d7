import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { contentForNetwork } from '@pagewise/shared/posts/network-content';
import { shortenForNetwork } from '@pagewise/shared/posts/shorten-text';
import { useTranslation } from 'react-i18next';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues, useIssueError } from './FieldIssues.tsx';

/**
 * The message, with a live count per selected network, counted as that network counts (the link
 * included where it goes into the text). A network over its limit refuses the post; the ways out
 * are "shorten for this network" (links, mentions and hashtags kept whole) and, with the text per
 * network (issue 16, "Text per network"), a text of its own: that way out plugs in beside the
 * shorten button, where `onOwnText` is given.
 */
export function MessageField({
  composer,
  onOwnText,
}: {
  composer: Composer;
  /** "A text for that network": opens that network's own text (not built yet). */
  onOwnText?: (kind: NetworkKind) => void;
}) {
  const { t, i18n } = useTranslation(['composer', 'pages']);
  const number = new Intl.NumberFormat(i18n.language);
  const { state, set, issues, selectedPages } = composer;
  const issueError = useIssueError();
  const content = contentToSend(state.content);
  const media = Object.values(state.media);
  const kinds = [...new Set(selectedPages.map((page) => page.kind))];
  const concierge = (kind: NetworkKind) =>
    selectedPages.every((page) => page.kind !== kind || page.connectionMode === 'concierge');
  const counts = kinds.map((kind) => ({
    kind,
    network: t(`networks.${kind}`, { ns: 'pages' }),
    sent: contentForNetwork({ ...content, media }, kind, { concierge: concierge(kind) }),
  }));

  return (
    <Stack gap={6}>
      <Textarea
        label={t('message.label')}
        placeholder={t('message.placeholder')}
        value={state.content.message}
        onChange={(event) => set('message', event.currentTarget.value)}
        error={issueError(issues.errorsAt('message'))}
        // Not `autosize`: it needs document.fonts, which some environments (tests) lack.
        rows={6}
        resize="vertical"
      />
      {counts.length > 0 ? (
        <Group gap={6} role="group" aria-label={t('message.counters')}>
          {counts.map(({ kind, network, sent }) => (
            <Badge key={kind} variant="light" color={sent.overLimit ? 'red' : 'gray'} tt="none">
              {t('message.counter', {
                network,
                length: number.format(sent.length),
                max: number.format(sent.limit),
              })}
            </Badge>
          ))}
        </Group>
      ) : null}
      {counts
        .filter(({ sent }) => sent.overLimit)
        .map(({ kind, network }) => {
          const shortened = shortenForNetwork({ ...content, media }, kind, { concierge: concierge(kind) });
          return (
            <Group key={kind} gap="xs">
              {shortened === null ? (
                <Text size="sm" c="red.8">
                  {t('message.cannotShorten', { network })}
                </Text>
              ) : (
                <Button size="compact-sm" variant="light" onClick={() => set('message', shortened)}>
                  {t('message.shorten')} ({network})
                </Button>
              )}
              {onOwnText ? (
                <Button size="compact-sm" variant="subtle" onClick={() => onOwnText(kind)}>
                  {t('message.ownText')} ({network})
                </Button>
              ) : null}
            </Group>
          );
        })}
      <FieldIssues warnings={issues.warningsAt('message')} />
    </Stack>
  );
}
