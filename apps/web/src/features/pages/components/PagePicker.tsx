import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useAddPages } from '../api/add-pages.ts';
import { useCandidatePages } from '../api/get-candidate-pages.ts';

interface PagePickerProps {
  connectionId: string;
  onClose: () => void;
}

/** After an OAuth connection: the pages it offers, those already taken shown with the reason. */
export function PagePicker({ connectionId, onClose }: PagePickerProps) {
  const { t } = useTranslation('pages');
  const candidates = useCandidatePages(connectionId);
  const addPages = useAddPages();
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<unknown>(null);

  const toggle = (remoteId: string) =>
    setPicked((current) =>
      current.includes(remoteId) ? current.filter((id) => id !== remoteId) : [...current, remoteId],
    );
  const add = () => {
    if (picked.length === 0) return setProblem('validation.pick_a_page');
    setProblem(null);
    addPages.mutate(
      { connectionId, remoteIds: picked },
      {
        onSuccess: (pages) => {
          notifySuccess(
            t('notices.connected', { count: pages.length, names: pages.map((page) => page.name).join(', ') }),
          );
          onClose();
        },
        onError: setProblem,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('picker.title')} size="lg">
      {candidates.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : candidates.error ? (
        <Alert color="red" role="alert">
          {translateError(t, candidates.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          {candidates.data.pages.length === 0 ? <Text>{t('picker.none')}</Text> : null}
          {candidates.data.pages.map((candidate) => (
            <Group key={candidate.remoteId} gap="sm" wrap="nowrap">
              <Checkbox
                checked={picked.includes(candidate.remoteId)}
                disabled={candidate.unavailable !== null}
                onChange={() => toggle(candidate.remoteId)}
                aria-label={candidate.name}
              />
              <PageAvatar
                page={{
                  name: candidate.name,
                  network: candidates.data.kind,
                  pictureUrl: candidate.pictureUrl,
                }}
                size={32}
                decorative
              />
              <Stack gap={0}>
                <Text fw={500} c={candidate.unavailable ? 'dimmed' : undefined}>
                  {candidate.name}
                </Text>
                {candidate.unavailable ? (
                  <Text size="xs" c="dimmed">
                    {translateError(t, candidate.unavailable)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          ))}
          {problem ? (
            <Alert color="red" role="alert">
              {translateError(t, problem)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={add} loading={addPages.isPending}>
              {t('picker.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
