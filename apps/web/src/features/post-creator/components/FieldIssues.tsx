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
  // The same rule broken for two networks reads twice only if the texts differ.
  const texts = (issues: PostIssue[]) => [...new Set(issues.map((issue) => issueText(t, issue)))];
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <Stack gap={2}>
      {texts(errors).map((text) => (
        <Text key={text} size="sm" c="red">
          {text}
        </Text>
      ))}
      {texts(warnings).map((text) => (
        <Text key={text} size="sm" c="orange.8">
          {t('issues.warningPrefix')} {text}
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
