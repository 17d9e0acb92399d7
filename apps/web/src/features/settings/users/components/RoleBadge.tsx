import { Badge } from '@mantine/core';
import type { Role } from '@pagewise/shared/roles';
import { useTranslation } from 'react-i18next';

const colors: Record<Role, string> = {
  administrator: 'indigo',
  editor: 'teal',
  writer: 'yellow',
  viewer: 'gray',
};

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('team');
  return (
    <Badge variant="light" color={colors[role]}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
