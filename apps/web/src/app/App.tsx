import { createHashRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routes.tsx';

const router = createHashRouter(routes);
const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
