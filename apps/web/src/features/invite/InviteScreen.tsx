import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

/** `/invite/shared-planner` (external validator) and `/invite/viewer` (read-only user). */
export default function InviteScreen({ kind }: { kind: 'sharedPlanner' | 'viewer' }) {
  const { t } = useTranslation(['dash', 'common']);
  return <ScreenPlaceholder title={t(`screens.invite.${kind}`)} />;
}
