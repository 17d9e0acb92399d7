import { EmptyState, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A shared-planner link that is unknown, revoked or incomplete: no retry helps, a new link does. */
export function LinkInvalid() {
  const { t } = useTranslation('planner');
  return (
    <EmptyState
      withIndicatorBackground
      title={
        <Title order={1} size="h3">
          {t('shared.invalid.title')}
        </Title>
      }
      description={t('shared.invalid.description')}
    />
  );
}
