import { Button, CloseButton, Dialog, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../lib/storage.ts';
import { deviceOf, flagsAfter, type InstallPopupAction, installPopup } from './installPopup.ts';
import { isStandalone, promptInstall, useInstallAvailable } from './installPrompt.ts';

function storedFlags() {
  const hiddenUntil = Number(readStored('installPopupHiddenUntil'));
  return {
    seen: readStored('installPopupSeen') === 'true',
    never: readStored('installPopupNever') === 'true',
    hiddenUntil: Number.isFinite(hiddenUntil) && hiddenUntil > 0 ? hiddenUntil : null,
  };
}

/** Invites the user to install the app (spec §2 install popup). */
export function InstallPopup({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation(['dash', 'common']);
  const promptAvailable = useInstallAvailable();
  // Read once: marking the first popup as seen must not turn it into a later one while it shows.
  const [flags] = useState(storedFlags);
  const [done, setDone] = useState(false);
  const [howToShown, setHowToShown] = useState(false);
  const popup = done
    ? null
    : installPopup({
        device: deviceOf(userAgent),
        promptAvailable,
        standalone: isStandalone(),
        now: Date.now(),
        ...flags,
      });
  const first = popup?.first ?? false;

  useEffect(() => {
    if (first) writeStored('installPopupSeen', 'true');
  }, [first]);

  if (!popup) return null;

  const finish = (action: InstallPopupAction) => {
    const next = flagsAfter(action, popup, Date.now());
    if (next.hiddenUntil) writeStored('installPopupHiddenUntil', String(next.hiddenUntil));
    if (next.never) writeStored('installPopupNever', 'true');
    setDone(true);
  };
  const add = async () => {
    if (popup.howTo) {
      setHowToShown(true);
      return;
    }
    const outcome = await promptInstall();
    finish(outcome === 'accepted' ? 'installed' : outcome === 'dismissed' ? 'dismiss' : 'close');
  };
  const mobile = popup.variant === 'mobile';

  return (
    <Dialog opened position={{ bottom: 20, right: 20 }} size="lg" aria-labelledby="install-popup-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text fw={600} id="install-popup-title">
          {t(mobile ? 'install.mobileTitle' : 'install.desktopTitle')}
        </Text>
        <CloseButton aria-label={t('install.close')} onClick={() => finish('close')} />
      </Group>
      {howToShown ? (
        <Stack gap="sm">
          <Text size="sm">{t('install.iosSteps')}</Text>
          <Button onClick={() => finish('close')}>{t('install.gotIt')}</Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t(mobile ? 'install.mobileText' : 'install.desktopText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish('dismiss')}>
              {t('install.noThanks')}
            </Button>
            <Button onClick={add}>{t(mobile ? 'install.add' : 'install.addShortcut')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
