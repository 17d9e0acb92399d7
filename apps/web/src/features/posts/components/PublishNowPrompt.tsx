import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { usePublishPostNow } from '../api/publish-post-now.ts';

/**
 * The failure e-mail links to `/dash/posts?publish_now=<post>`: the user confirms once more
 * before anything is sent (the e-mail may be old, the problem may not be solved yet). Only a role
 * that may publish is asked.
 */
export function PublishNowPrompt() {
  const { t } = useTranslation(['posts', 'errors']);
  const [params, setParams] = useSearchParams();
  const postId = params.get('publish_now');
  const publish = usePublishPostNow();
  const canPublish = useCan('publish');
  const close = () =>
    setParams(
      (current) => {
        current.delete('publish_now');
        return current;
      },
      { replace: true },
    );
  if (!postId || !canPublish) return null;
  return (
    <Modal opened onClose={close} title={t('publishPrompt.title')}>
      <Text mb="lg">{t('publishPrompt.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('publishPrompt.cancel')}
        </Button>
        <Button
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(postId, {
              onSuccess: () => {
                notifySuccess(t('notices.publishing'));
                close();
              },
              onError: (error) => {
                notifyError(translateError(t, error));
                close();
              },
            })
          }
        >
          {t('actions.publishNow')}
        </Button>
      </Group>
    </Modal>
  );
}
