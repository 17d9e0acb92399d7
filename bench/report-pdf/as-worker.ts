// Starts build-one.ts as `npm start` starts the worker role (apps/server/src/main.ts): V8 favouring
// memory while the modules load, and package scopes read once, before any of the server's modules.
import { readPackageScopesOnce } from '../../apps/server/src/platform/package-scopes.ts';
import { favourMemoryInWorker } from '../../apps/server/src/platform/startup-memory.ts';

favourMemoryInWorker('worker');
readPackageScopesOnce();
await import('./build-one.ts');
