import { AppError } from '../../platform/errors.ts';

/** One login per address across the product: the answer when another user already has it. */
export const emailTaken = () =>
  new AppError('email_already_used', { fields: { email: 'validation.email_taken' } });
