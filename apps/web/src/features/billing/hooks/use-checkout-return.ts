import type { ChoosePlanResult } from '@pagewise/shared/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { takeChoice } from '../../plan/api/choose-plan.ts';
import { completeCheckout } from '../api/complete-checkout.ts';

/**
 * Each Checkout session is completed once per page load, however often the screen renders or
 * mounts (React's development double effects, a remount): a second call would ask Stripe again.
 */
const completions = new Map<string, Promise<ChoosePlanResult>>();

function completeOnce(sessionId: string): Promise<ChoosePlanResult> {
  let completion = completions.get(sessionId);
  if (!completion) {
    completion = completeCheckout(sessionId);
    completions.set(sessionId, completion);
  }
  return completion;
}

export type CheckoutReturn =
  | { status: 'idle' }
  | { status: 'completing' }
  | { status: 'failed'; error: unknown; dismiss: () => void };

/**
 * Back from Stripe Checkout on `?checkout=<session id>`: completes the session once, says it went
 * through (`done`) or why not (a declined card's reason, kept on screen), then drops the parameter
 * so that a reload does not complete it again. Another step on Stripe's side opens it.
 */
export function useCheckoutReturn(done: string): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('checkout');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('checkout');
          return next;
        },
        { replace: true },
      );
    completeOnce(sessionId).then(
      (result) => {
        if (!live) return;
        if (result.outcome === 'checkout') return window.location.assign(result.checkoutUrl);
        takeChoice(queryClient, result);
        notifySuccess(done);
        drop();
      },
      (error: unknown) => {
        if (!live) return;
        setFailure({ error });
        drop();
      },
    );
    return () => {
      live = false;
    };
  }, [sessionId, setParams, queryClient, done]);

  if (sessionId) return { status: 'completing' };
  if (failure) return { status: 'failed', error: failure.error, dismiss: () => setFailure(null) };
  return { status: 'idle' };
}
