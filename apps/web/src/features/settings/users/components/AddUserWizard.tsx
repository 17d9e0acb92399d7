import { Alert, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { defaultLanguage, isLanguage } from '@pagewise/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { serverFieldErrors } from '../../../../lib/form-errors.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useAddUser } from '../api/add-user.ts';
import {
  emptyNewUser,
  firstStepWithErrors,
  type NewUserValues,
  newUserErrors,
  parseNewUser,
  stepErrors,
  wizardSteps,
} from '../new-user-values.ts';
import { NotificationSwitches } from './NotificationSwitches.tsx';
import { PageAccessPicker } from './PageAccessPicker.tsx';
import { UserInfoFields } from './UserInfoFields.tsx';

const lastStep = wizardSteps.length - 1;

/** The server's field errors; an e-mail already used lands on the e-mail field in any case. */
function fieldErrorsOf(error: unknown): FormErrors {
  const fields = serverFieldErrors(error);
  if (error instanceof ApiError && error.key === 'email_already_used')
    fields.email ??= 'validation.email_taken';
  return fields;
}

/**
 * Spec §2: add a user in three steps (info, notifications, pages). Every step is checked before
 * Next; what the user typed lives in one form for the whole wizard, so nothing is lost going back
 * or on an error, and a server error on a field brings back the step that holds it.
 */
export function AddUserWizard({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['team', 'errors']);
  const add = useAddUser();
  const [active, setActive] = useState(0);
  const form = useForm<NewUserValues>({
    initialValues: emptyNewUser(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage),
  });
  const { role, notifications, access } = form.values;

  const next = () => {
    const errors = stepErrors(wizardSteps[active] ?? 'info', newUserErrors(form.values));
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setActive(active + 1);
  };

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    setActive(firstStepWithErrors(errors) ?? active);
  };

  const save = () => {
    const errors = newUserErrors(form.values);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    add.mutate(parseNewUser(form.values), {
      onSuccess: (user) => {
        notifySuccess(t('wizard.added', { name: `${user.firstname} ${user.lastname}`, email: user.email }));
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (firstStepWithErrors(fields) !== null) showErrors(fields);
      },
    });
  };

  const failure = add.error;
  const failureOnFields = firstStepWithErrors(fieldErrorsOf(failure)) !== null;
  const accessError = form.errors['access.pageIds'] ?? form.errors.access;

  return (
    <Modal opened onClose={onClose} title={t('wizard.title')} size="lg">
      <Stack gap="lg">
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('wizard.steps.info')}>
            <UserInfoFields form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('wizard.steps.notifications')}>
            <NotificationSwitches
              value={notifications}
              onChange={(value) => form.setFieldValue('notifications', value)}
            />
          </Stepper.Step>
          <Stepper.Step label={t('wizard.steps.pages')}>
            <PageAccessPicker
              role={role}
              value={access}
              onChange={(value) => form.setFieldValue('access', value)}
              error={typeof accessError === 'string' ? translateError(t, accessError) : undefined}
            />
          </Stepper.Step>
        </Stepper>
        {failure && !failureOnFields ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {t('wizard.cancel')}
          </Button>
          <Group gap="sm">
            {active > 0 ? (
              <Button variant="default" onClick={() => setActive(active - 1)}>
                {t('wizard.previous')}
              </Button>
            ) : null}
            {active < lastStep ? (
              <Button onClick={next}>{t('wizard.next')}</Button>
            ) : (
              <Button onClick={save} loading={add.isPending}>
                {t('wizard.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
