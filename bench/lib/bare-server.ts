/**
 * The bench's floor, in a process of its own: a bare node:http server answering one constant
 * envelope on every request. Started by floors.ts with fork(); sends its port over IPC.
 */
import http from 'node:http';

const body = JSON.stringify({ success: true, message: '', data: { status: 'ok' } });
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as { port: number }).port });
});
process.on('disconnect', () => process.exit(0));
