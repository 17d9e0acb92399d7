import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §5 and §8: a custom-source bot needs custom sources, which are added in My sources. */
export function NoCustomSourcesNotice() {
  const { t } = useTranslation('bots');
  return (
    <Alert color="yellow" role="alert">
      {t('errors.bot_no_custom_sources')}{' '}
      <Anchor component={Link} to="/dash/sources">
        {t('form.sources.goToSources')}
      </Anchor>
    </Alert>
  );
}
