import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The JS file behind a package's bin, so we can run it with *this* Node (24) rather than
 * whatever `#!/usr/bin/env node` finds first on PATH (often the system Node 20).
 */
export function binPath(pkg: string, name = pkg): string {
  const dir = path.join(repoRoot, 'node_modules', pkg);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const rel = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[name];
  if (!rel) throw new Error(`${pkg} has no bin named ${name}`);
  return path.join(dir, rel);
}

/** onOutput: receives the child's stdout and stderr when they are piped (`stdio: 'pipe'`). */
export type RunOptions = SpawnOptions & { onOutput?: (chunk: Buffer) => void };

/** Runs `node <bin of pkg> ...args`, output inherited; resolves with the exit code. */
export function runBin(pkg: string, args: string[], opts: RunOptions & { name?: string } = {}) {
  return run(process.execPath, [binPath(pkg, opts.name), ...args], opts);
}

export function run(cmd: string, args: string[], opts: RunOptions = {}): Promise<number> {
  const { onOutput, ...spawnOptions } = opts;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...spawnOptions });
    if (onOutput) for (const stream of [child.stdout, child.stderr]) stream?.on('data', onOutput);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1;
}

/** Sends SIGINT/SIGTERM that reach this process on to the children, once each. */
export function forwardSignals(children: ChildProcess[]) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of children) if (child.exitCode === null && !child.killed) child.kill(signal);
    });
  }
}

/** Loads ./.env when present; variables already in the environment win. */
export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
