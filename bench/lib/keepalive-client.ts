/**
 * The load processes' HTTP client: one keep-alive socket per simulated client, each request
 * written as bytes prepared by the caller (request line, headers, body), each answer read by
 * its Content-Length. fetch() spent about 1 ms of CPU per call here, as much as half of what the
 * server spent answering it, and the two share the machine's cores; this client spends a
 * fraction of that, so a bench's figure is the server's (docs/decisions/036-seamless-wallet-speed.md).
 * It speaks only what the app answers: HTTP/1.1, Content-Length bodies, no chunked encoding.
 */
import net from 'node:net';

export type RawAnswer = { status: number; body: string };

/** The bytes of one POST with a JSON body; `headers` are added as given. */
export function postRequest(url: URL, body: string, headers: Record<string, string> = {}): Buffer {
  const payload = Buffer.from(body);
  const lines = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: keep-alive',
    'content-type: application/json',
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

/** One persistent connection: `send` writes a prepared request and resolves with its answer. */
export async function connect(
  url: URL,
): Promise<{ send: (request: Buffer) => Promise<RawAnswer>; close: () => void }> {
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (a: RawAnswer) => void; reject: (e: Error) => void } | null = null;
  const fail = (err: Error) => {
    waiting?.reject(err);
    waiting = null;
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return;
    const status = Number(head.slice(9, 12));
    const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    buffered = buffered.subarray(end + 4 + length);
    const w = waiting;
    waiting = null;
    w.resolve({ status, body });
  });
  return {
    send: (request) =>
      new Promise<RawAnswer>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}
