import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { networkRules } from '@pagewise/shared/networks/rules';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../api/get-pages.ts';
import { OauthReconnectButton } from './OauthReconnectButton.tsx';
import { ReconnectForm } from './ReconnectForm.tsx';

interface RefreshTokenDialogProps {
  pageId: string;
  onClose: () => void;
}

/** The landing of a token e-mail: reconnect the named page in place, in one click or one form. */
export default function RefreshTokenDialog({ pageId, onClose }: RefreshTokenDialogProps) {
  const { t } = useTranslation('pages');
  const pages = usePages();
  const page = pages.data?.find((candidate) => candidate.id === pageId);
  const title = page ? t('refreshToken.title', { name: page.name }) : t('refreshToken.titleUnknown');
  const withForm = page !== undefined && networkRules[page.kind].connect === 'form';

  return (
    <Modal opened onClose={onClose} title={title} size={withForm ? 'lg' : 'sm'}>
      {pages.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {pages.error
              ? translateError(t, pages.error)
              : page
                ? t('refreshToken.body')
                : t('refreshToken.unknown')}
          </Text>
          {page && withForm ? (
            <ReconnectForm
              page={page}
              cancelLabel={t('refreshToken.later')}
              onCancel={onClose}
              onReconnected={onClose}
            />
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('refreshToken.later')}
              </Button>
              {page ? <OauthReconnectButton page={page} size="sm" /> : null}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
