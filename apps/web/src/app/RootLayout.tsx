import { Outlet } from 'react-router';
import { BrowserGate } from '../features/browser/BrowserGate.tsx';
import { SessionEndWatcher } from './SessionEndWatcher.tsx';

export function RootLayout() {
  return (
    <BrowserGate>
      <SessionEndWatcher />
      <Outlet />
    </BrowserGate>
  );
}
