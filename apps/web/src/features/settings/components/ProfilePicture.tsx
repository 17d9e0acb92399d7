import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useRemovePicture } from '../api/remove-picture.ts';
import { useUploadPicture } from '../api/upload-picture.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';

/** The one problem found before any upload. */
const notAnImage = 'notAnImage';

const initials = (me: Me) => `${me.firstname.charAt(0)}${me.lastname.charAt(0)}`.toUpperCase();

/** My account → profile picture: pick an image, see it, then keep it; or remove the saved one. */
export function ProfilePicture({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const preview = useObjectUrl(picked);

  const pick = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(notAnImage);
    setPicked(file);
  };
  const keep = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => {
        setPicked(null);
        notifySuccess(t('picture.saved'));
      },
      onError: setProblem,
    });
  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('picture.removed')),
      onError: setProblem,
    });

  return (
    <Stack gap="sm">
      <Group gap="lg" align="center">
        <Avatar
          src={preview ?? me.pictureUrl}
          alt={t(preview ? 'picture.preview' : 'picture.current')}
          size={96}
          radius={96}
          color="indigo"
        >
          {initials(me)}
        </Avatar>
        {picked ? (
          <Group gap="sm">
            <Button loading={upload.isPending} onClick={() => keep(picked)}>
              {t('picture.upload')}
            </Button>
            <Button variant="default" disabled={upload.isPending} onClick={() => setPicked(null)}>
              {t('cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <FileButton accept="image/*" onChange={pick}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t(me.pictureUrl ? 'picture.change' : 'picture.choose')}
                </Button>
              )}
            </FileButton>
            {me.pictureUrl ? (
              <Button variant="subtle" color="red" loading={remove.isPending} onClick={drop}>
                {t('picture.remove')}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      {picked ? (
        <Text size="sm" c="dimmed">
          {t('picture.previewHint')}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem === notAnImage ? t('picture.imagesOnly') : translateError(t, problem)}
        </Alert>
      ) : null}
    </Stack>
  );
}
