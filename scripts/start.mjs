// `npm start`: install what is missing, build the app, then serve the whole product on PORT.
import { spawn } from 'node:child_process';
import { ensureBuilt } from './ensure-build.mjs';
import { ensureInstalled, root } from './ensure-install.mjs';

ensureInstalled();
// A caller that serves a build of its own (APP_DIST) builds it itself.
if (!process.env.APP_DIST) ensureBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
