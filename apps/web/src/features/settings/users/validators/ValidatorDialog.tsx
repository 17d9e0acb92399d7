import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  type SaveValidatorRequest,
  saveValidatorRequest,
  type Validator,
  type ValidatorKind,
  validatorKinds,
} from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { schemaErrors, serverFieldErrors } from '../../../../lib/form-errors.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useTextLimit } from '../../../../lib/text-limit.tsx';
import { translateError } from '../../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../../lib/use-translated-input-props.ts';
import { useSaveValidator } from '../../../collaboration/api/save-validator.ts';
import { fullName } from '../../../collaboration/person-name.ts';
import { usePages } from '../../../pages/api/get-pages.ts';

interface ValidatorValues {
  firstname: string;
  lastname: string;
  email: string;
  kind: ValidatorKind;
  pageIds: string[];
}

const fields = ['firstname', 'lastname', 'email', 'kind', 'pageIds'] as const;

/** The server's field errors; an e-mail already used by a validator lands on the e-mail field. */
function fieldErrorsOf(error: unknown): FormErrors {
  const errors = serverFieldErrors(error);
  if (error instanceof ApiError && error.key === 'email_already_used')
    errors.email ??= 'validation.email_taken';
  return errors;
}

interface ValidatorDialogProps {
  /** The validator to change; none to add one. */
  validator?: Validator;
  onClose: () => void;
}

/**
 * Adds (or changes) an external validator: name, e-mail, what they get (the shared planner, or
 * the viewer's short validation e-mail) and the pages they see. Every field is checked with the
 * shared schema first; the server's refusals land on their fields and keep what was typed.
 */
export function ValidatorDialog({ validator, onClose }: ValidatorDialogProps) {
  // `pages` holds the text of `validation.pick_a_page`.
  const { t } = useTranslation(['team', 'errors', 'pages']);
  const save = useSaveValidator();
  const pages = usePages();
  const form = useForm<ValidatorValues>({
    initialValues: {
      firstname: validator?.firstname ?? '',
      lastname: validator?.lastname ?? '',
      email: validator?.email ?? '',
      kind: validator?.kind ?? 'sharedPlanner',
      pageIds: validator?.pageIds ?? [],
    },
  });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit((values) => {
    const errors = schemaErrors(saveValidatorRequest, values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const body: SaveValidatorRequest = saveValidatorRequest.parse(values);
    save.mutate(
      { id: validator?.id, body },
      {
        onSuccess: (saved) => {
          const name = fullName(saved);
          notifySuccess(
            validator ? t('validators.dialog.saved', { name }) : t('validators.dialog.added', { name }),
          );
          onClose();
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    );
  });
  const failedElsewhere =
    save.error &&
    !Object.keys(fieldErrorsOf(save.error)).some((path) => (fields as readonly string[]).includes(path));
  const pagesError = form.errors.pageIds;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        validator
          ? t('validators.dialog.editTitle', { name: fullName(validator) })
          : t('validators.dialog.title')
      }
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t('fields.firstname')}
              withAsterisk
              data-autofocus
              {...inputProps('firstname')}
              {...limit('personName', form.values.firstname)}
            />
            <TextInput
              label={t('fields.lastname')}
              withAsterisk
              {...inputProps('lastname')}
              {...limit('personName', form.values.lastname)}
            />
          </Group>
          <TextInput
            type="email"
            label={t('fields.email')}
            withAsterisk
            {...inputProps('email')}
            {...limit('email', form.values.email)}
          />
          <Radio.Group label={t('validators.dialog.kind')} {...inputProps('kind')}>
            <Stack gap="xs" mt={6}>
              {validatorKinds.map((kind) => (
                <Radio
                  key={kind}
                  value={kind}
                  label={t(`validators.kinds.${kind}`)}
                  description={t(`validators.kindHints.${kind}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {pages.isPending ? (
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
          ) : (
            <Checkbox.Group
              label={t('validators.dialog.pages')}
              description={t('validators.dialog.pagesHint')}
              withAsterisk
              value={form.values.pageIds}
              onChange={(pageIds) => {
                form.setFieldValue('pageIds', pageIds);
                form.clearFieldError('pageIds');
              }}
              error={typeof pagesError === 'string' ? translateError(t, pagesError) : undefined}
            >
              <Stack gap={6} mt={6}>
                {pages.data.map((page) => (
                  <Checkbox key={page.id} value={page.id} label={page.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {failedElsewhere ? (
            <Alert color="red" role="alert" title={t('validators.dialog.failed')}>
              {translateError(t, save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('validators.dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {validator ? t('validators.dialog.save') : t('validators.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
