import { useHref, useNavigate } from 'react-router';
import { useCan } from '../../auth/use-can.ts';
import { conciergePath, planPath } from '../plan-paths.ts';
import { PlanPromptBody } from './PlanPromptBody.tsx';

/** The plan prompt inside a screen: its links go through the router. */
export function PlanPrompt({ reason, onFollow }: { reason: string; onFollow?: () => void }) {
  const navigate = useNavigate();
  const mayChange = useCan('billing');
  const planHref = useHref(planPath);
  const conciergeHref = useHref(conciergePath);
  return (
    <PlanPromptBody
      reason={reason}
      mayChange={mayChange}
      hrefOf={(to) => (to === conciergePath ? conciergeHref : planHref)}
      follow={(to) => {
        onFollow?.();
        navigate(to);
      }}
    />
  );
}
