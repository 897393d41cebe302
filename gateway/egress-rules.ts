import net from 'node:net';

// The egress allowlist of a run (`workspace.egress`): which host:port targets the agent's proxy
// may open, and which resolved addresses it never connects to.

export interface EgressRule {
  /** The entry as written in the run spec. */
  entry: string;
  /** Lower case, no trailing dot; for `*.domain`, the domain without `*.`. */
  host: string;
  /** `*.domain`: any subdomain of `host`, not `host` itself. */
  wildcard: boolean;
  /** `host:port`: that port only; null: ports 80 and 443. */
  port: number | null;
  /** The host is an IP literal (`127.0.0.1:8080`). */
  ip: boolean;
}

/** Ports a bare `host` or `*.domain` entry allows: plain HTTP and HTTPS. */
export const DEFAULT_PORTS: readonly number[] = [80, 443];

const ENTRY = /^(\*\.)?([A-Za-z0-9.-]+)(?::(\d{1,5}))?$/;

/** Parses `workspace.egress`; throws on an entry that is not `host`, `*.domain` or `host:port`. */
export function parseEgressRules(entries: readonly string[]): EgressRule[] {
  return entries.map((entry) => {
    const m = ENTRY.exec(entry.trim());
    if (!m) throw new Error(`egress entry "${entry}" is not a host name, "*.domain" or "host:port"`);
    const host = normalizeHost(m[2]);
    if (!host || host.startsWith('.') || host.includes('..'))
      throw new Error(`egress entry "${entry}" has no valid host`);
    const port = m[3] === undefined ? null : Number(m[3]);
    if (port !== null && (port < 1 || port > 65535))
      throw new Error(`egress entry "${entry}" has port ${port}, outside 1-65535`);
    const wildcard = m[1] !== undefined;
    return { entry, host, wildcard, port, ip: !wildcard && net.isIP(host) !== 0 };
  });
}

/** Lower case, brackets of an IPv6 literal and a trailing dot removed. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h;
}

/** The first rule that lets `host:port` through, or null. */
export function matchEgress(rules: readonly EgressRule[], host: string, port: number): EgressRule | null {
  const h = normalizeHost(host);
  for (const rule of rules) {
    const portOk = rule.port === null ? DEFAULT_PORTS.includes(port) : rule.port === port;
    if (!portOk) continue;
    if (rule.wildcard ? h.endsWith(`.${rule.host}`) : h === rule.host) return rule;
  }
  return null;
}

// Addresses the proxy never opens for a name: the host's own services (the gateway, Temporal,
// Postgres, the LLM routes, other runs' bridges, a cloud metadata endpoint) listen on loopback,
// link-local and private addresses, and a name that resolves there (a hostile DNS record, a
// rebinding attack, "localhost") must not become a way in. An entry that names the IP literal
// with its port is a deliberate exception (isBlockedAddress is then not consulted).
const BLOCKED = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the host's own listeners on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // Docker's default bridges
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(addr, prefix, 'ipv4');
}
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(addr, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is loopback, link-local, private or otherwise not public. IPv4-mapped IPv6 is checked as IPv4. */
export function isBlockedAddress(address: string): boolean {
  const a = normalizeHost(address);
  const family = net.isIP(a);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

/** The rule lets the proxy connect to a blocked address: it names this IP literal and a port. */
export function namesAddressExplicitly(rule: EgressRule, host: string): boolean {
  return rule.ip && rule.port !== null && normalizeHost(host) === rule.host;
}
