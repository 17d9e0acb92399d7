import { Radio, Stack } from '@mantine/core';
import { type Role, roles } from '@pagewise/shared/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RolePickerProps {
  value: Role;
  onChange: (role: Role) => void;
  error?: ReactNode;
}

/** The four roles of spec §6, each with one line on what it may do. */
export function RolePicker({ value, onChange, error }: RolePickerProps) {
  const { t } = useTranslation('team');
  return (
    <Radio.Group
      label={t('fields.role')}
      value={value}
      onChange={(next) => onChange(next as Role)}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {roles.map((role) => (
          <Radio
            key={role}
            value={role}
            label={t(`roles.${role}`)}
            description={t(`roleDescriptions.${role}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
