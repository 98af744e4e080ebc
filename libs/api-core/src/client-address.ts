import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key the per-address limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address by its /64 — one home or phone network is given a whole /64 and can pick any address in it,
 * so counting by the full address would give it 2⁶⁴ fresh starts.
 * @example clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return 'unknown';
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (`::1.2.3.4`) counts as two groups.
  const groups = [...left, ...right].flatMap((group) => {
    if (!group.includes('.')) return [group];
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const missing = tail === undefined ? 0 : 8 - groups.length;
  const leftCount = left.flatMap((g) => (g.includes('.') ? [g, g] : [g])).length;
  const full = [...groups.slice(0, leftCount), ...Array<string>(missing).fill('0'), ...groups.slice(leftCount)];
  return full.map((group) => parseInt(group, 16).toString(16));
}
