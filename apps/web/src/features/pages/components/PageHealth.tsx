import { Badge, Group } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { statusCounts } from '../page-health.ts';

/** How many pages are in each status; statuses with no page are left out. */
export function PageHealth({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('pages');
  return (
    <Group gap="xs" aria-label={t('overview.health')} role="list">
      {statusCounts(pages)
        .filter(({ count }) => count > 0)
        .map(({ status, count }) => (
          <Badge
            key={status}
            role="listitem"
            variant="light"
            color={status === 'running' ? 'green' : 'orange'}
          >
            {t(`health.${status}`, { count })}
          </Badge>
        ))}
    </Group>
  );
}
