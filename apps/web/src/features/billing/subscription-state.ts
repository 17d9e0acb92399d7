import type { SubscriptionState } from '@pagewise/shared/billing';

/** Each state's badge colour: a trial to act on, a paid plan, a payment to fix, an ending or free plan. */
export const stateColour: Record<SubscriptionState, string> = {
  trial: 'orange',
  active: 'green',
  past_due: 'red',
  cancelled: 'gray',
  free: 'gray',
};
