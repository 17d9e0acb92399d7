import { useRouteError } from 'react-router';
import { ScreenError } from './ScreenError.tsx';

/** The router's last line of defence: an error outside any screen boundary. */
export function RouteError() {
  return <ScreenError error={useRouteError()} />;
}
