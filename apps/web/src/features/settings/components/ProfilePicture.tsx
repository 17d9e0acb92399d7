import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useRemovePicture } from '../api/remove-picture.ts';
import { useUploadPicture } from '../api/upload-picture.ts';
import { notAnImage, usePickedImage } from '../hooks/use-picked-image.ts';

const initials = (me: Me) => `${me.firstname.charAt(0)}${me.lastname.charAt(0)}`.toUpperCase();

/** My account → profile picture: pick an image, see it, then keep it; or remove the saved one. */
export function ProfilePicture({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const { picked, preview, problem, pick, keep, drop, giveUp } = usePickedImage({
    upload,
    remove,
    saved: t('picture.saved'),
    removed: t('picture.removed'),
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
            <Button variant="default" disabled={upload.isPending} onClick={giveUp}>
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
