// `npm start`: builds the web app when its build is missing, bundles the gateway (see
// gateway-runtime.mjs; half a second, so always, and never stale), then serves app + API + sync.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_FLAGS, bundleGateway } from './gateway-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}/web/dist/index.html`)) {
  console.log('Construyendo la aplicación web...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = await bundleGateway();
const server = spawnSync(process.execPath, [...GATEWAY_NODE_FLAGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_DIST: `${root}/web/dist`, ...process.env },
});
process.exit(server.status ?? 1);
