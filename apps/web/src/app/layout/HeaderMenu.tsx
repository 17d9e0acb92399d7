import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { ColorScheme } from '@pagewise/shared/color-schemes';
import type { Me } from '@pagewise/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/auth/session.ts';
import { promptInstall, useInstallAvailable } from '../../features/pwa/installPrompt.ts';
import { useUpdateColorScheme } from '../../features/settings/api/update-color-scheme.ts';
import { notifyError } from '../../lib/notify.ts';
import { supportEmail } from '../support.ts';
import { setAppVersion, useAppVersion } from '../version.ts';

/** The appearance choices in the menu's order; 'auto' reads "System". */
const schemeChoices = ['light', 'dark', 'auto'] as const satisfies readonly ColorScheme[];

/**
 * Spec §2 header menu: settings, invoices, support, install app, legal, logout (+ the version
 * switch, and the appearance: light, dark or the system's, kept on the user).
 */
export function HeaderMenu({ me }: { me: Me }) {
  const { t } = useTranslation(['dash', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const installAvailable = useInstallAvailable();
  const version = useAppVersion();
  const colorScheme = useUpdateColorScheme();
  const name = `${me.firstname} ${me.lastname}`.trim();

  const switchVersion = () => {
    const next = version === 'old' ? 'beta' : 'old';
    setAppVersion(next);
    navigate(next === 'old' ? '/dash/planner' : '/dash/posts2');
  };
  const signOut = async () => {
    // logout() forgets the token even when the server cannot be reached.
    await logout();
    navigate('/', { replace: true });
    queryClient.clear();
  };

  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        {/*
          The name it shows begins its label (WCAG 2.5.3: what is seen is what is said); without a
          picture, the avatar draws Mantine's person icon rather than initials, text the label lacks.
        */}
        <UnstyledButton aria-label={t('menu.labelOf', { name })}>
          <Group gap="xs" wrap="nowrap" aria-hidden="true">
            <Avatar radius="xl" size="sm" color="indigo" src={me.pictureUrl} alt="" />
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/dash/settings">
          {t('menu.settings')}
        </Menu.Item>
        {me.permissions.includes('billing') ? (
          <Menu.Item component={Link} to="/dash/invoice">
            {t('menu.invoices')}
          </Menu.Item>
        ) : null}
        <Menu.Item component="a" href={`mailto:${supportEmail}`}>
          {t('menu.support')}
        </Menu.Item>
        <Menu.Item disabled={!installAvailable} onClick={() => void promptInstall()}>
          {t('menu.installApp')}
        </Menu.Item>
        <Menu.Item onClick={switchVersion}>
          {t(version === 'old' ? 'menu.versionBeta' : 'menu.versionOld')}
        </Menu.Item>
        <Menu.Item component={Link} to="/legal">
          {t('menu.legal')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('menu.colorScheme')}</Menu.Label>
        {schemeChoices.map((scheme) => (
          <Menu.Item
            key={scheme}
            // Mantine makes every item a menuitem, which may not carry aria-checked.
            aria-current={me.colorScheme === scheme ? 'true' : undefined}
            leftSection={<Check shown={me.colorScheme === scheme} />}
            onClick={() => colorScheme.mutate(scheme, { onError: () => notifyError(t('menu.saveFailed')) })}
          >
            {t(`menu.${scheme}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The mark beside the chosen scheme; the same room beside the others keeps the labels aligned. */
function Check({ shown }: { shown: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      {shown ? <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}
