import { registerHooks } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
const scopes = new Map();
function scopeType(dir) {
  const known = scopes.get(dir);
  if (known !== undefined) return known;
  let type;
  try { type = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type === 'module' ? 'module' : 'commonjs'; }
  catch (e) { if (e.code !== 'ENOENT') throw e; const up = dirname(dir); type = up === dir ? 'commonjs' : scopeType(up); }
  scopes.set(dir, type);
  return type;
}
function formatOf(url) {
  if (url.endsWith('.mjs')) return 'module';
  if (url.endsWith('.cjs')) return 'commonjs';
  if (!url.endsWith('.js')) return undefined;
  return scopeType(dirname(fileURLToPath(url)));
}
let hits = 0;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.startsWith('file:') && parent.includes('/node_modules/') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
      const url = new URL(specifier, parent).href;
      const format = formatOf(url);
      if (format) { hits++; return { url, format, shortCircuit: true }; }
    }
    return nextResolve(specifier, context);
  },
});
process.on('exit', () => console.log('hook hits', hits));
