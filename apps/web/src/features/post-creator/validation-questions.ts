import type { Post } from '@pagewise/shared/posts/post';
import type { TFunction } from 'i18next';
import { askChoice } from './dialogs.tsx';

export type ValidationFlags = { resubmitForValidation: boolean; resendAssignment: boolean };

/**
 * Spec §4: editing a post someone decided on asks whether to send it back for validation;
 * editing a post assigned and still awaiting asks whether to e-mail the assignee again. A post
 * sent back is e-mailed to its assignee anyway, so only one question is ever asked. Closing the
 * dialog cancels the save (null): what the user typed stays in the composer.
 */
export async function askValidationQuestions(t: TFunction, post: Post): Promise<ValidationFlags | null> {
  const { state, assignee, decidedByName } = post.validation;
  const none = { resubmitForValidation: false, resendAssignment: false };
  if (state === 'validated' || state === 'unvalidated') {
    const choice = await askChoice({
      title: t('validationEdit.resubmit.title'),
      body: decidedByName
        ? t(`validationEdit.resubmit.${state}`, { name: decidedByName })
        : t(`validationEdit.resubmit.${state}Unnamed`),
      choices: [
        { value: 'keep', label: t('validationEdit.resubmit.keep') },
        { value: 'resubmit', label: t('validationEdit.resubmit.confirm'), primary: true },
      ],
    });
    return choice === null ? null : { ...none, resubmitForValidation: choice === 'resubmit' };
  }
  if (assignee) {
    const choice = await askChoice({
      title: t('validationEdit.resend.title'),
      body: t('validationEdit.resend.body', { name: assignee.name }),
      choices: [
        { value: 'quiet', label: t('validationEdit.resend.quiet') },
        { value: 'resend', label: t('validationEdit.resend.confirm'), primary: true },
      ],
    });
    return choice === null ? null : { ...none, resendAssignment: choice === 'resend' };
  }
  return none;
}
