import { Alert, List } from '@mantine/core';
import type { PostIssue } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { issueText } from '../issues.ts';

/** Every problem at once: errors stop a save, warnings only tell what the networks will change. */
export function IssueSummary({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { errors, warnings } = composer.issues;
  const texts = (issues: PostIssue[]) => [...new Set(issues.map((issue) => issueText(t, issue)))];

  return (
    <div aria-live="polite">
      {errors.length > 0 ? (
        <Alert color="red" title={t('issues.errorsTitle')} mb="sm">
          <List size="sm" spacing={2} aria-label={t('issues.errorsTitle')}>
            {texts(errors).map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert color="yellow" title={t('issues.warningsTitle')}>
          <List size="sm" spacing={2} aria-label={t('issues.warningsTitle')}>
            {texts(warnings).map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </div>
  );
}
