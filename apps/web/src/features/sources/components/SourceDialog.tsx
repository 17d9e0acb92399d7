import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { type Source, type SourceType, sourceErrorKeys, sourceTypes } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { useCreateSource } from '../api/create-source.ts';
import { useUpdateSource } from '../api/update-source.ts';
import { noticeAfterSave } from '../first-read-notices.ts';
import { emptySource, type SourceValues, sourceErrors, toSourceInput, valuesOf } from '../source-values.ts';

const fields = ['name', 'type', 'url', 'logoUrl', 'evergreen', 'pageId'] as const;

/**
 * The server's field errors; a feed it refused (unreachable, not a feed, a private address)
 * belongs to the address the user typed.
 */
function fieldErrorsOf(error: unknown): FormErrors {
  const errors = serverFieldErrors(error);
  if (error instanceof ApiError && (sourceErrorKeys as readonly string[]).includes(error.key))
    errors.url ??= error.key;
  return errors;
}

const landsOnFields = (error: unknown) =>
  Object.keys(fieldErrorsOf(error)).some((path) => (fields as readonly string[]).includes(path));

/** The connected Twitter page that reads a Twitter source, or the way to connect one. */
function TwitterPageField({
  error,
  value,
  onChange,
}: {
  error?: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('sources');
  const pages = usePages();
  const twitterPages = (pages.data ?? []).filter((page) => page.kind === 'twitter');
  if (pages.isSuccess && twitterPages.length === 0) {
    return (
      <Alert color="yellow" role="alert" title={t('form.pageId.noneTitle')}>
        {t('form.pageId.none')}{' '}
        <Anchor component={Link} to="/dash/pages">
          {t('form.pageId.connect')}
        </Anchor>
        {error ? <div>{error}</div> : null}
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('form.pageId.label')}
      description={t('form.pageId.description')}
      withAsterisk
      disabled={!pages.isSuccess}
      value={value}
      error={error}
      data={[
        { value: '', label: t('form.pageId.choose'), disabled: true },
        ...twitterPages.map((page) => ({ value: page.id, label: page.name })),
      ]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface SourceDialogProps {
  /** The source to edit, or null to add one. */
  source: Source | null;
  onClose: () => void;
}

/**
 * Add or edit a custom source. The shared schema checks what the user types as they type; the
 * server's verdict lands on the field it names, and the form keeps every value on an error.
 */
export function SourceDialog({ source, onClose }: SourceDialogProps) {
  const { t } = useTranslation(['sources', 'errors']);
  const create = useCreateSource();
  const update = useUpdateSource();
  const save = source ? update : create;
  const form = useForm<SourceValues>({
    initialValues: source ? valuesOf(source) : emptySource(),
    validate: sourceErrors,
    validateInputOnChange: true,
  });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const { type } = form.values;

  const changeType = (next: SourceType) => {
    form.setFieldValue('type', next);
    // The same text may be fine as a feed and wrong as a channel: check it again for the new type.
    if (form.values.url.trim()) setTimeout(() => form.validateField('url'));
  };

  const submit = form.onSubmit((values) => {
    const input = toSourceInput(values);
    const onError = (error: unknown) => form.setErrors(fieldErrorsOf(error));
    const onSuccess = (saved: Source) => {
      noticeAfterSave(t, saved, source !== null);
      onClose();
    };
    if (source) update.mutate({ id: source.id, input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  });

  const pageError = inputProps('pageId').error;
  return (
    <Modal opened onClose={onClose} title={t(source ? 'form.editTitle' : 'form.addTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('form.name.label')}
            withAsterisk
            data-autofocus
            {...inputProps('name')}
            {...limit('sourceName', form.values.name)}
          />
          <NativeSelect
            label={t('form.type.label')}
            data={sourceTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
            {...inputProps('type')}
            onChange={(event) => changeType(event.currentTarget.value as SourceType)}
          />
          <TextInput
            label={t(`form.url.${type}.label`)}
            placeholder={t(`form.url.${type}.placeholder`)}
            withAsterisk
            {...inputProps('url')}
            {...limit('sourceUrl', form.values.url, t(`form.url.${type}.description`))}
          />
          {type === 'twitter' ? (
            <TwitterPageField
              value={form.values.pageId}
              error={typeof pageError === 'string' ? pageError : undefined}
              onChange={(id) => form.setFieldValue('pageId', id)}
            />
          ) : null}
          <TextInput
            label={t('form.logoUrl.label')}
            placeholder="https://"
            {...inputProps('logoUrl')}
            {...limit('sourceUrl', form.values.logoUrl, t('form.logoUrl.description'))}
          />
          <Switch
            label={t('form.evergreen.label')}
            description={t('form.evergreen.description')}
            {...inputProps('evergreen', { type: 'checkbox' })}
          />
          {save.isError && !landsOnFields(save.error) ? (
            <Alert color="red" role="alert">
              {translateError(t, save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(source ? 'form.save' : 'form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
