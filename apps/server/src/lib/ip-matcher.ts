import net from 'node:net';

/**
 * An allow-list of addresses and CIDR ranges as a matcher: ADMIN_IP_ALLOWLIST
 * (docs/decisions/014-staff-two-factor.md) and the providers' source lists
 * (docs/decisions/105-provider-source-allow-lists.md). Null when the list is empty (any address).
 * IPv4 clients seen through a dual-stack socket (::ffff:203.0.113.7) are matched as the IPv4
 * address they are.
 */
export function ipMatcher(entries: string[]): ((ip: string) => boolean) | null {
  if (entries.length === 0) return null;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [ip = '', bits] = entry.split('/');
    const type = net.isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (raw) => {
    const ip = raw.startsWith('::ffff:') && net.isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
    const family = net.isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
