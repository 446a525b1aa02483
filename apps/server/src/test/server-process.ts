import fs from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SERVER = path.join(import.meta.dirname, '../server.ts');
const CRASH_FAULT = path.join(import.meta.dirname, 'crash-fault.ts');

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown, no answers to requests in flight. Resolves once the process is gone. */
  kill: () => Promise<void>;
  output: () => string;
  /** Resolves with the first match of `re` in the output (already printed or still to come). */
  waitFor: (re: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
};

/**
 * Runs `node apps/server/src/server.ts` as production does, on a free port; resolves once it listens.
 * With LALEBET_FAULT in `env`, the crash hook (crash-fault.ts) is preloaded into it.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const preload = env.LALEBET_FAULT ? ['--import', CRASH_FAULT] : [];
  const child = spawn(process.execPath, [...preload, SERVER], {
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
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const waitFor = (re: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = re.exec(out);
        if (!m) return false;
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve(m);
        return true;
      };
      const timer = setTimeout(() => reject(new Error(`no ${re} in the output:\n${out}`)), timeoutMs);
      if (check()) return;
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
    });
  return new Promise((resolve, reject) => {
    // Generous: on the shared 2-core machine under a full test run a boot has taken over 30 s.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const base = /running at (http:\/\/[^\s]+)/.exec(out)?.[1];
      if (base) {
        clearTimeout(timer);
        resolve({ base, child, stop, kill, output: () => out, waitFor });
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

/** A port free right now, so a restarted server can take the same one (webhooks are sent there). */
/** The kernel's first ephemeral port (Linux: ip_local_port_range), 32768 when it cannot be read. */
function ephemeralStart(): number {
  try {
    const first = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
    return Number.isInteger(first) && first > 11_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/**
 * A port for a server started later. It lies below the kernel's ephemeral range, so no
 * `listen(0)` and no outgoing connection can take it between this check and that start (a CI
 * run lost a port so: the port was handed out again to a server started in between).
 */
export async function freePort(): Promise<number> {
  const start = ephemeralStart();
  for (let i = 0; i < 100; i++) {
    const port = 10_000 + Math.floor(Math.random() * (start - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
