import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A supervisor acts inside someone else's account: it must never be mistaken for their own. */
export function SupervisorBadge() {
  const { t } = useTranslation(['dash', 'common']);
  return (
    <Tooltip label={t('supervisor.hint')}>
      <Badge color="orange" variant="filled">
        {t('supervisor.badge')}
      </Badge>
    </Tooltip>
  );
}
