import { isIP } from 'node:net';

/** Names express (proxy-addr) knows for whole ranges of addresses. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Why one TRUSTED_PROXIES entry cannot be used, or null when it can: an IP address, a CIDR range, or
 * one of express's named ranges. Checked at start-up, so a typo does not silently trust no one (or anyone).
 */
export function trustedProxyProblem(entry: string): string | null {
  if (NAMED_RANGES.includes(entry)) return null;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const maxPrefix = version === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
  if (version && prefixOk && !rest.length) return null;
  return `"${entry}" is not an IP address, a CIDR range or one of ${NAMED_RANGES.join(', ')}`;
}
