// Usage: npm run supervisor-link --workspace apps/server -- user@example.com [--viewer]
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createSupervisorLink } from '../modules/auth/create-supervisor-link.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: supervisor-link <email> [--viewer]');
  process.exit(1);
}
const app = await createApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), role: 'web' });
try {
  const link = await createSupervisorLink(app.context, { email, viewer: process.argv.includes('--viewer') });
  console.log(`${link.url}\n(valid until ${link.expiresAt.toISOString()})`);
} finally {
  await app.close();
}
