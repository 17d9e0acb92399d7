import { readPackageScopesOnce } from './platform/package-scopes.ts';

// `npm start`. Module loading is set up before the server's modules load (see package-scopes.ts).
readPackageScopesOnce();
await import('./start.ts');
