import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { networkRules } from '@pagewise/shared/networks/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../api/get-pages.ts';
import { ReconnectButton } from './ReconnectButton.tsx';

interface RefreshTokenDialogProps {
  pageId: string;
  onClose: () => void;
}

/** The landing of a token e-mail: reconnect the named page in one click. */
export default function RefreshTokenDialog({ pageId, onClose }: RefreshTokenDialogProps) {
  const { t } = useTranslation('pages');
  const pages = usePages();
  const page = pages.data?.find((candidate) => candidate.id === pageId);
  const title = page ? t('refreshToken.title', { name: page.name }) : t('refreshToken.titleUnknown');

  return (
    <Modal opened onClose={onClose} title={title} size="sm">
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('refreshToken.later')}
            </Button>
            {page && networkRules[page.kind].connect === 'oauth' ? (
              <ReconnectButton page={page} size="sm" />
            ) : null}
            {page && networkRules[page.kind].connect === 'form' ? (
              <Button component={Link} to="/dash/pages" onClick={onClose}>
                {t('refreshToken.openPages')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
