/**
 * The money floor, in a process of its own: node:http + pg answering each POST with one
 * autocommitted UPDATE of one of PLAYERS wallet rows (in turn), over a pool as large as the
 * connections. A seamless-wallet bet cannot be cheaper than this. Forked by floors.ts with the
 * database URL in BENCH_UPDATE_URL; sends its port over IPC.
 */
import http from 'node:http';
import pg from 'pg';

const PLAYERS = 8;
const pool = new pg.Pool({ connectionString: process.env.BENCH_UPDATE_URL, max: 16 });
await pool.query('create table if not exists bench_wallet (id int primary key, balance bigint not null)');
await pool.query(
  `insert into bench_wallet select g, 1000000000 from generate_series(1, ${PLAYERS}) g on conflict do nothing`,
);
const body = JSON.stringify({ status: 'RS_OK', balance: 0 });
let turn = 0;
const server = http.createServer((req, res) => {
  req.resume();
  const id = (turn++ % PLAYERS) + 1;
  pool.query('update bench_wallet set balance = balance - 1 where id = $1', [id]).then(
    () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    () => {
      res.writeHead(500).end();
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as { port: number }).port });
});
process.on('disconnect', () => void pool.end().then(() => process.exit(0)));
