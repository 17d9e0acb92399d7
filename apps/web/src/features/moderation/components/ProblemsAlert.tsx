import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { useCollectionProblems } from '../api/inbox-reads.ts';

/** Pages whose items cannot be read, named, with what to do (spec §8): never swallowed. */
export function ProblemsAlert() {
  const { t } = useTranslation(['inbox', 'errors']);
  const problems = useCollectionProblems().data ?? [];
  const pages = usePages().data ?? [];
  if (problems.length === 0) return null;
  const nameOf = (pageId: string) =>
    pages.find((page) => page.id === pageId)?.name ?? t('problems.unknownPage');
  return (
    <Alert color="orange" title={t('problems.title')}>
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={`${problem.pageId}-${problem.stream}`}>
            {t('problems.line', {
              page: nameOf(problem.pageId),
              stream: t(`problems.stream.${problem.stream}`),
              reason: translateError(t, problem.errorKey),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
