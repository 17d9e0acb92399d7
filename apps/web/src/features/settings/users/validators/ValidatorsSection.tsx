import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Validator } from '@pagewise/shared/collaboration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/translate-error.ts';
import { useValidators } from '../../../collaboration/api/get-validators.ts';
import { usePages } from '../../../pages/api/get-pages.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { DeleteValidatorDialog } from './DeleteValidatorDialog.tsx';
import { ValidatorDialog } from './ValidatorDialog.tsx';
import { ValidatorRow } from './ValidatorRow.tsx';

type Opened = { dialog: 'add' } | { dialog: 'edit' | 'delete'; validator: Validator } | null;

/**
 * Spec §3 "Shared-planner validator": people outside the team who open the planner of some pages
 * through a link, validate the posts assigned to them and add notes. Administrators only.
 */
export function ValidatorsSection() {
  const { t } = useTranslation(['team', 'errors']);
  const validators = useValidators();
  const pages = usePages();
  const pageNames = pages.data ? new Map(pages.data.map((page) => [page.id, page.name])) : undefined;
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const add = () => setOpened({ dialog: 'add' });

  return (
    <SettingsCard title={t('validators.title')} description={t('validators.description')}>
      <Group justify="flex-end">
        <Button variant="light" onClick={add}>
          {t('validators.add')}
        </Button>
      </Group>
      {validators.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('validators.loading')}>
          {[0, 1].map((row) => (
            <Skeleton key={row} height={64} radius="sm" />
          ))}
        </Stack>
      ) : validators.isError ? (
        <Alert color="red" role="alert" title={t('validators.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, validators.error)}</Text>
            <Button variant="light" color="red" onClick={() => void validators.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : validators.data.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          title={t('validators.empty.title')}
          description={t('validators.empty.description')}
        />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('validators.list')}
        >
          {validators.data.map((validator) => (
            <ValidatorRow
              key={validator.id}
              validator={validator}
              pageNames={pageNames}
              onEdit={() => setOpened({ dialog: 'edit', validator })}
              onDelete={() => setOpened({ dialog: 'delete', validator })}
            />
          ))}
        </Stack>
      )}
      {opened?.dialog === 'add' ? <ValidatorDialog onClose={close} /> : null}
      {opened?.dialog === 'edit' ? <ValidatorDialog validator={opened.validator} onClose={close} /> : null}
      {opened?.dialog === 'delete' ? (
        <DeleteValidatorDialog validator={opened.validator} onClose={close} />
      ) : null}
    </SettingsCard>
  );
}
