import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { runBoot } from './app/boot.ts';
import { paintStoredColorScheme } from './app/color-scheme.ts';
import { createQueryClient } from './app/queryClient.ts';
import { preloadRoute } from './app/route-preload.ts';
import { captureInstallPrompt } from './features/pwa/installPrompt.ts';
import { registerServiceWorker } from './features/pwa/registerServiceWorker.ts';
import { setupI18n } from './i18n/index.ts';

async function start() {
  // Address-bar rules (supervisor link, beta host) run before anything renders.
  if (!runBoot()) return;
  paintStoredColorScheme();
  captureInstallPrompt();
  registerServiceWorker();
  const queryClient = createQueryClient();
  // The screen's code and data start loading now, together, not as each part renders.
  preloadRoute(queryClient);
  await setupI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
