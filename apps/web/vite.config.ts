import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports preloads modules natively; the polyfill only added weight.
    modulePreload: {
      polyfill: false,
      // The list of what each lazy chunk needs is written into the entry. Keeping it only for the
      // auth screen's chunks saves about 1 KB gzip there; a dash screen's few shared pieces then
      // load right after its chunk instead of alongside it.
      resolveDependencies: (filename, deps) =>
        /Auth|Signup|Forgot|Confirm|Reset/.test(filename) ? deps : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is always loaded at once: one file, not a dozen
          // small shared chunks, compresses better (about 6 KB gzip less for the auth screen).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
