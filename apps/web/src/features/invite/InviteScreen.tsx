import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { LinkInvalid } from './components/LinkInvalid.tsx';
import { SharedPlanner } from './components/SharedPlanner.tsx';

/**
 * `/invite/shared-planner?token=…` (external validator) and `/invite/viewer?token=…` (a reader
 * who validates only): no login, the link's token opens the shared pages' planner.
 */
export default function InviteScreen({ kind }: { kind: 'sharedPlanner' | 'viewer' }) {
  const { t } = useTranslation(['dash', 'planner']);
  const token = useSearchParams()[0].get('token');
  const title = t(`screens.invite.${kind}`);
  useScreenTitle(title);
  if (!token) return <LinkInvalid />;
  // The public layout has no modals manager; the post drawer's questions need one.
  return (
    <ModalsProvider>
      <SharedPlanner token={token} title={title} />
    </ModalsProvider>
  );
}
