/**
 * CPU time of other processes, read from /proc (Linux only): the product server's and the
 * PostgreSQL backends serving one database. Clock ticks are 100 per second on Linux.
 */
import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 10;

/** utime + stime of `pid` in ms, or 0 once it has exited. */
export function cpuMsOf(pid: number): number {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * The PostgreSQL backends connected to one database, so that other databases' work on a shared
 * server is not counted. The server's own writers (WAL, checkpoints) are left out.
 */
export async function databaseBackends(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const pids = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
    ).rows.map((r) => r.pid);
  let start = new Map<number, number>();
  return {
    /** Remembers each backend's CPU time now. */
    mark: async () => {
      start = new Map((await pids()).map((pid) => [pid, cpuMsOf(pid)]));
    },
    /** CPU ms the backends spent since `mark` (a backend that exited in between is lost). */
    since: async () => {
      let ms = 0;
      for (const pid of await pids()) ms += cpuMsOf(pid) - (start.get(pid) ?? 0);
      return ms;
    },
    close: () => admin.end(),
  };
}
