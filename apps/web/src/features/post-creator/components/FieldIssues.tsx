import { Stack, Text } from '@mantine/core';
import type { PostIssue } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { issueText } from '../issues.ts';

interface FieldIssuesProps {
  errors?: PostIssue[];
  warnings?: PostIssue[];
}

/** Issues of a part of the composer that is no single input (pages, media): errors, then warnings. */
export function FieldIssues({ errors = [], warnings = [] }: FieldIssuesProps) {
  const { t } = useTranslation('composer');
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <Stack gap={2}>
      {errors.map((issue, index) => (
        <Text key={`error-${issue.field}-${issue.key}-${index}`} size="sm" c="red">
          {issueText(t, issue)}
        </Text>
      ))}
      {warnings.map((issue, index) => (
        <Text key={`warning-${issue.field}-${issue.key}-${index}`} size="sm" c="orange.8">
          {t('issues.warningPrefix')} {issueText(t, issue)}
        </Text>
      ))}
    </Stack>
  );
}

/** The `error` of an input: its issues' texts, or nothing. */
export function useIssueError() {
  const { t } = useTranslation('composer');
  return (issues: PostIssue[]) =>
    issues.length === 0 ? undefined : issues.map((issue) => issueText(t, issue)).join(' ');
}
