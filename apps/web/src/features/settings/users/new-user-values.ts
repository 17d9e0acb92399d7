import type { FormErrors } from '@mantine/form';
import type { Language } from '@pagewise/shared/languages';
import { passwordContainsEmail } from '@pagewise/shared/password-rules';
import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { Role } from '@pagewise/shared/roles';
import {
  type AddUserRequest,
  addUserRequest,
  allNotificationsOn,
  type NotificationSettings,
  type PageAccess,
} from '@pagewise/shared/users';
import { schemaErrors } from '../../../lib/form-errors.ts';

/** What the add-user wizard holds, from its first step to Save. */
export interface NewUserValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  role: Role;
  language: Language;
  notifications: NotificationSettings;
  access: PageAccess;
}

/** Spec §2: the wizard's three steps, in order. */
export const wizardSteps = ['info', 'notifications', 'pages'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The fields of each step: an error on one of them brings the user back to that step. */
const stepFields: Record<WizardStep, readonly string[]> = {
  info: ['firstname', 'lastname', 'email', 'password', 'role', 'language'],
  notifications: ['notifications'],
  pages: ['access'],
};

export function emptyNewUser(language: Language): NewUserValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    role: 'editor',
    language,
    notifications: allNotificationsOn,
    access: { allPages: true, pageIds: [] },
  };
}

/** Page access as the role allows it: an administrator always reaches every page. */
export function accessForRole(role: Role, access: PageAccess): PageAccess {
  return mayBeLimitedToPages(role) ? access : { allPages: true, pageIds: [] };
}

const toInput = (values: NewUserValues) => ({ ...values, access: accessForRole(values.role, values.access) });

/**
 * The shared schema's verdict on every field. Its cross-field check (a password containing the
 * e-mail) only runs once the rest is valid, so it runs here alongside: every problem shows at once.
 */
export function newUserErrors(values: NewUserValues): FormErrors {
  const crossField: FormErrors = passwordContainsEmail(values.password, values.email)
    ? { password: 'validation.password_contains_email' }
    : {};
  return { ...crossField, ...schemaErrors(addUserRequest, toInput(values)) };
}

const onStep = (step: WizardStep, path: string) =>
  stepFields[step].some((field) => path === field || path.startsWith(`${field}.`));

/** The errors that belong to one step: Next checks only what the user has been shown. */
export function stepErrors(step: WizardStep, errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => onStep(step, path)));
}

/** The index of the first step holding one of `errors`, or null when none does. */
export function firstStepWithErrors(errors: FormErrors): number | null {
  const index = wizardSteps.findIndex((step) => Object.keys(stepErrors(step, errors)).length > 0);
  return index === -1 ? null : index;
}

export function parseNewUser(values: NewUserValues): AddUserRequest {
  return addUserRequest.parse(toInput(values));
}
