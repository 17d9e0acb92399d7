import { readPackageScopesOnce } from './platform/package-scopes.ts';
import { favourMemoryInWorker } from './platform/startup-memory.ts';

// `npm start`. V8 and module loading are set up before the server's modules load (see
// startup-memory.ts and package-scopes.ts).
favourMemoryInWorker(process.env.ROLE);
readPackageScopesOnce();
await import('./start.ts');
