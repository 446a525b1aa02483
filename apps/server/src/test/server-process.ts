import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER = path.join(import.meta.dirname, '../server.ts');

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  output: () => string;
};

/** Runs `node apps/server/src/server.ts` as production does, on a free port; resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const base = /running at (http:\/\/[^\s]+)/.exec(out)?.[1];
      if (base) {
        clearTimeout(timer);
        resolve({ base, child, stop, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited (${child.exitCode}):\n${out}`));
    });
  });
}
