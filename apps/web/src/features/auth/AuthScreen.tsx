import { useOutlet } from 'react-router';
import { AuthLayout } from './components/AuthLayout.tsx';
import { AuthTabs } from './components/AuthTabs.tsx';

/** Route `/`: the auth tabs, or its child route (`/confirm`) in their place. */
export default function AuthScreen() {
  const outlet = useOutlet();
  return <AuthLayout>{outlet ?? <AuthTabs />}</AuthLayout>;
}
