import { Modal, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { composerLink } from '../composer-link.ts';
import { OptimalTimesList } from './OptimalTimesList.tsx';
import { PagePickerField } from './PagePickerField.tsx';

interface OptimalTimesDialogProps {
  pages: Page[];
  pageId: string | null;
  /** Whether a click on a time may open the composer (the user's role creates posts). */
  canWrite: boolean;
  onClose: () => void;
}

/** The best times to post on a chosen page; a click writes a post for its next occurrence. */
export function OptimalTimesDialog({
  pages,
  pageId: initialPageId,
  canWrite,
  onClose,
}: OptimalTimesDialogProps) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const [pageId, setPageId] = useState(initialPageId ?? pages[0]?.id ?? null);
  const page = pages.find((candidate) => candidate.id === pageId) ?? null;
  return (
    <Modal opened onClose={onClose} title={t('optimal.title')} size="lg">
      <Stack gap="md">
        <PagePickerField pages={pages} value={pageId} onChange={setPageId} />
        {page ? (
          <OptimalTimesList
            key={page.id}
            page={page}
            pickLabel={(time) => t('optimal.write', { time })}
            onPick={
              canWrite
                ? (at) => {
                    onClose();
                    navigate(composerLink(at, page.id));
                  }
                : undefined
            }
          />
        ) : null}
        {canWrite ? (
          <Text size="xs" c="dimmed">
            {t('optimal.writeHint')}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
