import { Badge } from '@mantine/core';
import type { Page, PageStatus } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';

const statusColor: Record<PageStatus, string> = {
  running: 'green',
  near_expiration: 'orange',
  expired: 'red',
  disabled: 'gray',
  reconnection_needed: 'red',
};

export function PageStatusBadge({ page }: { page: Page }) {
  const { t, i18n } = useTranslation('pages');
  const date =
    page.status === 'near_expiration' && page.expiresAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(page.expiresAt))
      : null;
  return (
    <Badge color={statusColor[page.status]} variant="light">
      {date ? t('status.expiresOn', { date }) : t(`status.${page.status}`)}
    </Badge>
  );
}
