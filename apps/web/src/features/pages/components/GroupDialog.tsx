import { Alert, Button, Checkbox, Modal, Group as Row, Stack, TextInput } from '@mantine/core';
import type { Group, Page } from '@pagewise/shared/pages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';

const fieldKey = (error: unknown) => (typeof error === 'string' ? error : null);

interface GroupDialogProps {
  /** The group to edit; none to create one. */
  group: Group | null;
  pages: Page[];
  onClose: () => void;
}

export function GroupDialog({ group, pages, onClose }: GroupDialogProps) {
  const { t } = useTranslation('pages');
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [pageIds, setPageIds] = useState(group?.pageIds ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const limit = useTextLimit();
  const [pagesError, setPagesError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const fieldFailures = serverFieldErrors(failure);
  const namedFailure = fieldKey(fieldFailures.name) ?? fieldKey(fieldFailures.pageIds);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missingName = !name.trim();
    setNameError(missingName ? 'validation.required' : null);
    setPagesError(pageIds.length === 0 ? 'validation.pick_a_page' : null);
    if (missingName || pageIds.length === 0) return;
    const values = { name: name.trim(), pageIds };
    const onSuccess = () => {
      notifySuccess(t('groups.saved'));
      onClose();
    };
    const onError = (error: unknown) => {
      const fields = serverFieldErrors(error);
      setNameError(fieldKey(fields.name));
      setPagesError(fieldKey(fields.pageIds));
    };
    if (group) update.mutate({ id: group.id, ...values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  };

  return (
    <Modal opened onClose={onClose} title={group ? t('groups.editTitle') : t('groups.createTitle')}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('groups.name')}
            withAsterisk
            value={name}
            {...limit('groupName', name)}
            error={nameError ? translateError(t, nameError) : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          <Checkbox.Group
            label={t('groups.pages')}
            value={pageIds}
            error={pagesError ? translateError(t, pagesError) : undefined}
            onChange={(next) => {
              setPageIds(next);
              setPagesError(null);
            }}
          >
            <Stack gap={6} mt={6}>
              {pages.map((page) => (
                <Checkbox
                  key={page.id}
                  value={page.id}
                  label={
                    <Row gap={6} wrap="nowrap" component="span">
                      <PageAvatar
                        page={{ name: page.name, network: page.kind, pictureUrl: page.pictureUrl }}
                        size={22}
                        decorative
                      />
                      {page.name}
                    </Row>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {failure && !namedFailure ? (
            <Alert color="red" role="alert">
              {translateError(t, failure)}
            </Alert>
          ) : null}
          <Row justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('groups.save')}
            </Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  );
}
