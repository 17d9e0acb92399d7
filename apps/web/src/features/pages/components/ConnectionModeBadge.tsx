import { Badge } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';

/** Only the unusual modes are marked: a page reached through the API needs no badge. */
export function ConnectionModeBadge({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  if (page.connectionMode === 'api') return null;
  return (
    <Badge color={page.connectionMode === 'concierge' ? 'violet' : 'yellow'} variant="outline">
      {t(`mode.${page.connectionMode}`)}
    </Badge>
  );
}
