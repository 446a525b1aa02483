import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * RabbitMQ's own CLI, for what a client cannot do: vhosts, permissions, closing connections.
 * It needs the broker's Erlang cookie, so it runs where the broker does, as root (CI, this
 * machine); each call starts an Erlang VM and takes a second or two.
 */
export async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run('rabbitmqctl', ['--silent', ...args], { timeout: 60_000 });
  return stdout;
}

export type TestVhost = {
  name: string;
  /** `base` (the broker's URL) pointed at this vhost. */
  url: string;
  /** Refuses (false) or grants (true) the URL's user on this vhost: a refused user cannot reconnect. */
  allow(granted: boolean): Promise<void>;
  /** Closes every client connection to this vhost, as a broker restart or a network cut would. */
  closeConnections(): Promise<void>;
  drop(): Promise<void>;
};

/**
 * A vhost of its own (`<prefix>-<random>`), so a test's feed never mixes with another's on the
 * same broker (the exchange and its queues live per vhost), with the URL's user allowed on it.
 */
export async function createTestVhost(base: string, prefix: string): Promise<TestVhost> {
  const name = `${prefix}-${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  const user = decodeURIComponent(url.username) || 'guest';
  url.pathname = `/${encodeURIComponent(name)}`;
  const allow = async (granted: boolean) => {
    if (granted) await rabbitmqctl('set_permissions', '-p', name, user, '.*', '.*', '.*');
    else await rabbitmqctl('clear_permissions', '-p', name, user);
  };
  await rabbitmqctl('add_vhost', name);
  await allow(true);
  return {
    name,
    url: url.toString(),
    allow,
    closeConnections: async () => {
      await rabbitmqctl('close_all_connections', '-p', name, 'a test closed the connection');
    },
    drop: async () => {
      await rabbitmqctl('delete_vhost', name);
    },
  };
}
