import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/auth/session.ts';
import { promptInstall, useInstallAvailable } from '../../features/pwa/installPrompt.ts';
import { supportEmail } from '../support.ts';
import { setAppVersion, useAppVersion } from '../version.ts';

/** Spec §2 header menu: settings, invoices, support, install app, legal, logout (+ the version switch). */
export function HeaderMenu({ me }: { me: Me }) {
  const { t } = useTranslation(['dash', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const installAvailable = useInstallAvailable();
  const version = useAppVersion();
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
        {/* Named by what it shows (the user's name, WCAG 2.5.3 label in name) and what it opens;
            the initials or picture beside the name say nothing more. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="indigo" src={me.pictureUrl} alt="" aria-hidden>
              {`${me.firstname.charAt(0)}${me.lastname.charAt(0)}`.toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
            <VisuallyHidden>{t('menu.label')}</VisuallyHidden>
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
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
