import { Badge, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { Validator } from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import {
  useChangeValidatorAccess,
  type ValidatorAccessChange,
} from '../../../collaboration/api/change-validator-access.ts';
import { fullName } from '../../../collaboration/person-name.ts';

interface ValidatorRowProps {
  validator: Validator;
  /** The account's page names by id; undefined while they load. */
  pageNames: ReadonlyMap<string, string> | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

/** One validator: who, which pages, and their access link (copy it, replace it, revoke it). */
export function ValidatorRow({ validator, pageNames, onEdit, onDelete }: ValidatorRowProps) {
  const { t } = useTranslation(['team', 'errors']);
  const change = useChangeValidatorAccess();
  const name = fullName(validator);
  const pages = validator.pageIds.map((id) => pageNames?.get(id)).filter((page) => page !== undefined);
  const act = (kind: Exclude<ValidatorAccessChange, 'delete'>, done: string) =>
    change.mutate(
      { id: validator.id, change: kind },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  const pending = (kind: ValidatorAccessChange) => change.isPending && change.variables?.change === kind;

  return (
    <Paper component="li" withBorder p="sm" aria-label={name}>
      <Stack gap={6}>
        <Group gap={6}>
          <Text fw={500}>{name}</Text>
          <Badge variant="light" color={validator.kind === 'viewer' ? 'grape' : 'cyan'}>
            {t(`validators.kinds.${validator.kind}`)}
          </Badge>
          {validator.accessUrl ? null : (
            <Badge variant="outline" color="gray">
              {t('validators.revoked')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {validator.email}
        </Text>
        <Text size="sm">
          {pages.length > 0
            ? t('validators.pages', { names: pages.join(', ') })
            : t('validators.pageCount', { count: validator.pageIds.length })}
        </Text>
        <Group gap="xs">
          {validator.accessUrl ? (
            <CopyButton value={validator.accessUrl}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                >
                  {copied ? t('validators.copied') : t('validators.copy')}
                </Button>
              )}
            </CopyButton>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            loading={pending('newLink')}
            onClick={() => act('newLink', t('validators.newLinkDone', { name }))}
          >
            {t('validators.newLink')}
          </Button>
          {validator.accessUrl ? (
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              loading={pending('revokeLink')}
              onClick={() => act('revokeLink', t('validators.revokeDone', { name }))}
            >
              {t('validators.revoke')}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" onClick={onEdit}>
            {t('validators.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('validators.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
