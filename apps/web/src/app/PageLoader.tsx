import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy part of the app or the session loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
