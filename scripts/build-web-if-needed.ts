// `npm start` must work right after `npm install`: build the web app when its bundle is
// missing or older than its sources, and skip the build otherwise so start-up stays fast.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bundle = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'];

function newestChange(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the web app…');
  execSync('npm run build --workspace apps/web', { cwd: root, stdio: 'inherit' });
}
