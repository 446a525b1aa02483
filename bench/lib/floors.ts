/**
 * The floors the product is compared with, each in a process of its own: the bare node:http
 * route (bare-server.ts) and the one-UPDATE node:http + pg route (update-server.ts) on a
 * throw-away PostgreSQL database.
 */
import { fork } from 'node:child_process';
import pg from 'pg';

export type Floor = {
  baseUrl: string;
  pid: number;
  database?: { name: string; adminUrl: string };
  close: () => Promise<void>;
};

export async function forkFloor(file: string, env: NodeJS.ProcessEnv = {}) {
  const child = fork(new URL(file, import.meta.url), [], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    child.once('message', (m) => resolve((m as { port: number }).port));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.disconnect();
      await exited;
    },
  };
}

export async function startBareFloor(): Promise<Floor> {
  const floor = await forkFloor('./bare-server.ts');
  return { baseUrl: floor.baseUrl, pid: floor.pid, close: floor.stop };
}

export async function startUpdateFloor(adminUrl: string): Promise<Floor> {
  const name = `bench_update_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const floor = await forkFloor('./update-server.ts', { BENCH_UPDATE_URL: url.toString() });
  return {
    baseUrl: floor.baseUrl,
    pid: floor.pid,
    database: { name, adminUrl },
    close: async () => {
      await floor.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
