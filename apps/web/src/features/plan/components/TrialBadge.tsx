import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlan } from '../api/get-plan.ts';
import { planPath } from '../plan-paths.ts';
import { trialLeftText } from '../trial-left.ts';

/** The trial's days (or hours) left, in the header of every dash screen, leading to the plan cards. */
export function TrialBadge() {
  const { t } = useTranslation('dash');
  const plan = usePlan().data;
  if (plan?.state !== 'trial' || !plan.trial) return null;
  const { trial } = plan;
  return (
    <Badge
      component={Link}
      to={planPath}
      variant="light"
      color={trial.kind === 'promo' || trial.daysRemaining <= 2 ? 'orange' : 'indigo'}
      style={{ cursor: 'pointer', flexShrink: 0 }}
    >
      {trialLeftText(t, trial)}
    </Badge>
  );
}
