import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type and wait for answers; on 2 cores shared with the server suites, 5 s is short.
    testTimeout: 15_000,
  },
});
