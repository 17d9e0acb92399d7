import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCreatePostTemplate } from '../api/create-post-template.ts';
import { contentToSend } from '../composer-state.ts';
import type { Composer } from '../hooks/use-composer.ts';

interface SaveTemplateDialogProps {
  composer: Composer;
  onClose: () => void;
}

/** Names the composer's content and keeps it as a template. */
export function SaveTemplateDialog({ composer, onClose }: SaveTemplateDialogProps) {
  const { t } = useTranslation('composer');
  const create = useCreatePostTemplate();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const limit = useTextLimit();
  const fieldError = serverFieldErrors(create.error).name;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('validation.required');
    create.mutate(
      { name: name.trim(), content: contentToSend(composer.state.content) },
      {
        onSuccess: () => {
          notifySuccess(t('templates.saved'));
          onClose();
        },
      },
    );
  };

  const shownError = nameError ?? (typeof fieldError === 'string' ? fieldError : null);
  return (
    <Modal opened onClose={onClose} title={t('templates.saveTitle')}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('templates.name')}
            value={name}
            {...limit('templateName', name)}
            withAsterisk
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={shownError ? translateError(t, shownError) : undefined}
          />
          {create.error && !fieldError ? (
            <Alert color="red" role="alert">
              {translateError(t, create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('templates.saveConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
