import { Alert, Box, Button, ColorInput, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useRemoveAccountLogo } from '../api/remove-account-logo.ts';
import { useSetBrandColor } from '../api/set-brand-color.ts';
import { useUploadAccountLogo } from '../api/upload-account-logo.ts';
import { notAnImage, usePickedImage } from '../hooks/use-picked-image.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { fieldErrorsOf } from './server-field-errors.ts';

/** What the server takes (`brandColor` in packages/shared account-brand.ts). */
const hexColour = /^#[0-9a-f]{6}$/i;

/**
 * Settings → Manage users → brand for reports (administrators, `manage_users`): the logo and the
 * colour of the account's report PDFs. Without them, the PDF takes the first administrator's
 * picture and its colour.
 */
export function ReportBrandSettings({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'errors']);
  return (
    <SettingsCard title={t('brand.title')} description={t('brand.description')}>
      <Stack gap="lg">
        <BrandLogo me={me} />
        <BrandColourForm saved={me.account.brandColor} />
      </Stack>
    </SettingsCard>
  );
}

function BrandLogo({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'errors']);
  const upload = useUploadAccountLogo();
  const remove = useRemoveAccountLogo();
  const { picked, preview, problem, pick, keep, drop, giveUp } = usePickedImage({
    upload,
    remove,
    saved: t('brand.logoSaved'),
    removed: t('brand.logoRemoved'),
  });
  const shown = preview ?? me.account.logoUrl;

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('brand.logo')}
      </Text>
      <Group gap="lg" align="center">
        {/* A light frame in both schemes: logos are mostly drawn for white paper, as the PDF's. */}
        <Box
          w={160}
          h={80}
          p="xs"
          bg="white"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {shown ? (
            <Image
              src={shown}
              alt={t(preview ? 'brand.logoPreview' : 'brand.logoCurrent')}
              fit="contain"
              h="100%"
              w="100%"
            />
          ) : (
            <Text size="xs" c="gray.7" ta="center">
              {t('brand.noLogo')}
            </Text>
          )}
        </Box>
        {picked ? (
          <Group gap="sm">
            <Button loading={upload.isPending} onClick={() => keep(picked)}>
              {t('brand.useLogo')}
            </Button>
            <Button variant="default" disabled={upload.isPending} onClick={giveUp}>
              {t('cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <FileButton accept="image/png,image/jpeg,image/webp,image/gif" onChange={pick}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t(me.account.logoUrl ? 'brand.changeLogo' : 'brand.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {me.account.logoUrl ? (
              <Button variant="subtle" color="red" loading={remove.isPending} onClick={drop}>
                {t('brand.removeLogo')}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {picked ? t('brand.logoPreviewHint') : t('brand.logoHint')}
      </Text>
      {problem ? (
        <Alert color="red" role="alert">
          {problem === notAnImage ? t('brand.imagesOnly') : translateError(t, problem)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function BrandColourForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation(['settings', 'errors']);
  const save = useSetBrandColor();
  const [colour, setColour] = useState(saved ?? '');
  // A refusal the field cannot tell (the server down, no right) shows below it.
  const [failure, setFailure] = useState<unknown>(null);
  const fieldError = failure === null ? undefined : fieldErrorsOf(failure).brandColor;

  const send = (brandColor: string | null) => {
    setFailure(null);
    if (brandColor !== null && !hexColour.test(brandColor)) return setFailure('validation.brand_color');
    save.mutate(
      { brandColor },
      {
        onSuccess: (me) => {
          setColour(me.account.brandColor ?? '');
          notifySuccess(me.account.brandColor ? t('brand.colourSaved') : t('brand.colourCleared'));
        },
        onError: setFailure,
      },
    );
  };
  const localError = failure === 'validation.brand_color' ? failure : undefined;
  const shownError = localError ?? (typeof fieldError === 'string' ? fieldError : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(colour.trim());
      }}
    >
      <Stack gap="sm">
        <ColorInput
          label={t('brand.colour')}
          description={t('brand.colourHint')}
          placeholder="#1c7ed6"
          format="hex"
          // A wrong value stays to be named by the error, not silently put back.
          fixOnBlur={false}
          // Chromium's eye dropper: an icon button, named for screen readers.
          eyeDropperButtonProps={{ 'aria-label': t('brand.eyeDropper') }}
          maw={280}
          value={colour}
          onChange={(next) => {
            setFailure(null);
            setColour(next);
          }}
          error={shownError ? translateError(t, shownError) : undefined}
        />
        {failure !== null && !shownError ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {saved ? (
            <Button variant="subtle" disabled={save.isPending} onClick={() => send(null)}>
              {t('brand.clearColour')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={colour.trim() === (saved ?? '')}>
            {t('brand.saveColour')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
