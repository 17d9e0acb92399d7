import { Badge, Group, Stack, Textarea } from '@mantine/core';
import { networkRules } from '@pagewise/shared/networks/rules';
import { textLength } from '@pagewise/shared/posts/network-content';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues, useIssueError } from './FieldIssues.tsx';

/** The message, with a live count of code points against each selected network's limit. */
export function MessageField({ composer }: { composer: Composer }) {
  const { t, i18n } = useTranslation(['composer', 'pages']);
  const number = new Intl.NumberFormat(i18n.language);
  const { state, set, issues, selectedPages } = composer;
  const issueError = useIssueError();
  const length = textLength(state.content.message);
  const kinds = [...new Set(selectedPages.map((page) => page.kind))];

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
      {kinds.length > 0 ? (
        <Group gap={6} role="group" aria-label={t('message.counters')}>
          {kinds.map((kind) => {
            const max = networkRules[kind].text.maxLength;
            return (
              <Badge key={kind} variant="light" color={length > max ? 'orange' : 'gray'} tt="none">
                {t('message.counter', {
                  network: t(`networks.${kind}`, { ns: 'pages' }),
                  length: number.format(length),
                  max: number.format(max),
                })}
              </Badge>
            );
          })}
        </Group>
      ) : null}
      <FieldIssues warnings={issues.warningsAt('message')} />
    </Stack>
  );
}
