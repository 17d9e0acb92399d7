import { Alert, Button, Checkbox, Loader, Stack, Switch, Text } from '@mantine/core';
import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { Role } from '@pagewise/shared/roles';
import type { PageAccess } from '@pagewise/shared/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/translate-error.ts';
import { usePages } from '../../../pages/api/get-pages.ts';

interface PageAccessPickerProps {
  role: Role;
  value: PageAccess;
  onChange: (value: PageAccess) => void;
  /** An error on the chosen pages (an unknown page), already translated. */
  error?: ReactNode;
}

/** All pages, or a checklist of the account's pages; an administrator always reaches them all. */
export function PageAccessPicker({ role, value, onChange, error }: PageAccessPickerProps) {
  const { t } = useTranslation('team');
  const pages = usePages();
  if (!mayBeLimitedToPages(role)) return <Text size="sm">{t('access.administrator')}</Text>;
  return (
    <Stack gap="sm">
      <Switch
        label={t('access.allPages')}
        checked={value.allPages}
        onChange={(event) => onChange({ ...value, allPages: event.currentTarget.checked })}
      />
      {value.allPages ? null : pages.isPending ? (
        <Loader size="sm" aria-label={t('access.loading')} />
      ) : pages.isError ? (
        <Alert color="red" role="alert" title={t('access.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateError(t, pages.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void pages.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : pages.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('access.noPages')}
        </Text>
      ) : (
        <Checkbox.Group
          label={t('access.choose')}
          description={value.pageIds.length === 0 ? t('access.noneSelected') : undefined}
          value={value.pageIds}
          onChange={(pageIds) => onChange({ ...value, pageIds })}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {pages.data.map((page) => (
              <Checkbox key={page.id} value={page.id} label={page.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
