import { readPackageScopesOnce } from '../platform/package-scopes.ts';

// The server suites load drizzle-orm and the rest through Node's own loader, as `npm start` does.
readPackageScopesOnce();
