import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { useCan } from '../../features/auth/use-can.ts';
import { planQueryKey } from '../../features/plan/api/get-plan.ts';
import { PlanPromptBody } from '../../features/plan/components/PlanPromptBody.tsx';
import { conciergePath, planPath } from '../../features/plan/plan-paths.ts';
import { onPlanLimit } from '../../lib/api.ts';
import { notifyErrorWith } from '../../lib/notify.ts';
import { translateError } from '../../lib/translate-error.ts';

/**
 * Wherever the server answers `plan_limit` to a change (adding a page, a user, a bot, scheduling
 * past the month's posts…), one notification says what the plan refused and offers the plans and
 * the concierge option: every screen gets the prompt without saying it itself. A screen that
 * notifies the same words adds nothing (`notifyErrorWith`); one that says them in place keeps them.
 */
export function PlanLimitWatcher() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayChange = useCan('billing');
  const planHref = useHref(planPath);
  const conciergeHref = useHref(conciergePath);

  useEffect(
    () =>
      onPlanLimit((error) => {
        // What the account uses may have moved since the plan was read (another tab, a bot).
        void queryClient.invalidateQueries({ queryKey: planQueryKey });
        const reason = translateError(t, error);
        const id = notifyErrorWith(reason, {
          autoClose: 15_000,
          message: (
            <PlanPromptBody
              reason={reason}
              mayChange={mayChange}
              hrefOf={(to) => (to === planPath ? planHref : conciergeHref)}
              follow={(to) => {
                notifications.hide(id);
                navigate(to);
              }}
            />
          ),
        });
      }),
    [t, navigate, queryClient, mayChange, planHref, conciergeHref],
  );
  return null;
}
