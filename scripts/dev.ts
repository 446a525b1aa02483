/**
 * `npm run dev`: the API under `node --watch` on :3000 and Vite's dev server on :5173
 * (which proxies /api, /hub and /media to it). Ctrl-C stops both; if one dies, so does the other.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { binPath, forwardSignals, loadDotEnv, repoRoot } from './lib/proc.ts';
import { webDir } from './lib/web-build.ts';

loadDotEnv();
const API_PORT = 3000;
const WEB_PORT = 5173;

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(API_PORT) },
  }),
  spawn(process.execPath, [binPath('vite'), '--port', String(WEB_PORT), '--strictPort'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${API_PORT}` },
  }),
];
forwardSignals(children);

console.log(
  `\n  Dev servers starting:\n` +
    `    web (Vite, hot reload):  http://localhost:${WEB_PORT}\n` +
    `    API (node --watch):      http://localhost:${API_PORT}  (docs: /api/docs)\n` +
    `  Ctrl-C stops both.\n`,
);

let exitCode: number | null = null;
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ??= code ?? 0;
    for (const other of children) if (other.exitCode === null && !other.killed) other.kill('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
