import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/use-can.ts';
import { useAppVersion } from '../version.ts';
import { isActive, navItems } from './navItems.ts';

export function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['dash', 'common']);
  const { pathname } = useLocation();
  const version = useAppVersion();
  const permissions = usePermissions();
  return (
    <ScrollArea component="nav" aria-label={t('nav.label')}>
      {navItems(version, permissions).map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(`nav.${item.key}`)}
          active={isActive(item, pathname)}
          aria-current={isActive(item, pathname) ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </ScrollArea>
  );
}
