// `ipconfig /all` and `route print` in one TCP/IP compartment of a Windows node: the host's
// (compartment 1: the management vNIC and, on L2Bridge, cbr0) or a pod's (its container vNIC). The
// layout is Windows' (fixtures/real/ipconfig-all-*); addresses, masks, gateways and routes are the
// model's. What the model does not hold is printed as a node with nothing set would print it (no
// DHCP, no link-local IPv6 address, no NetBIOS), so that nothing invented looks like evidence. A
// dual-stack interface shows its IPv6 address above the IPv4 one and its IPv6 gateway first, as
// Windows prints them; route print lists its IPv6 routes.
import { formatIp, formatIpv4, formatPrefix, hostPrefix, maskOf, mustPrefix, type Ip, type Prefix } from '../../core/net/ip';
import type { Compartment, Interface, Route } from '../../core/world/world';

const EOL = '\r\n';
/** ipconfig's dotted labels, as Windows spells each (fixtures/real/ipconfig-all-*): the colon at column 37. */
const LABELS: Record<string, string> = {
  'Host Name': '   Host Name . . . . . . . . . . . . : ',
  'Primary Dns Suffix': '   Primary Dns Suffix  . . . . . . . : ',
  'Node Type': '   Node Type . . . . . . . . . . . . : ',
  'IP Routing Enabled': '   IP Routing Enabled. . . . . . . . : ',
  'WINS Proxy Enabled': '   WINS Proxy Enabled. . . . . . . . : ',
  'DNS Suffix Search List': '   DNS Suffix Search List. . . . . . : ',
  'Connection-specific DNS Suffix': '   Connection-specific DNS Suffix  . : ',
  Description: '   Description . . . . . . . . . . . : ',
  'Physical Address': '   Physical Address. . . . . . . . . : ',
  'DHCP Enabled': '   DHCP Enabled. . . . . . . . . . . : ',
  'Autoconfiguration Enabled': '   Autoconfiguration Enabled . . . . : ',
  'IPv6 Address': '   IPv6 Address. . . . . . . . . . . : ',
  'IPv4 Address': '   IPv4 Address. . . . . . . . . . . : ',
  'Subnet Mask': '   Subnet Mask . . . . . . . . . . . : ',
  'Default Gateway': '   Default Gateway . . . . . . . . . : ',
  'DNS Servers': '   DNS Servers . . . . . . . . . . . : ',
  'NetBIOS over Tcpip': '   NetBIOS over Tcpip. . . . . . . . : ',
};
const field = (label: keyof typeof LABELS, value: string): string => `${LABELS[label]}${value}`.trimEnd();

const mask = (len: number) => formatIpv4(maskOf(len) >>> 0);

export interface CompartmentContext {
  hostName: string;
  /** A pod's namespace (its DNS search list) or undefined for the host. */
  namespace?: string;
  dnsServers: string[];
  clusterDomain?: string;
}

function gatewayOf(c: Compartment, i: Interface, family: 'ipv4' | 'ipv6' = 'ipv4'): Ip | undefined {
  return c.routes.find((r) => r.iface === i.name && r.prefix.family === family && r.prefix.len === 0 && r.nextHop !== undefined)?.nextHop;
}

export function ipconfigAll(c: Compartment, ctx: CompartmentContext): string {
  const pod = c.kind === 'pod';
  const domain = ctx.clusterDomain ?? 'cluster.local';
  const search = ctx.namespace ? [`${ctx.namespace}.svc.${domain}`, `svc.${domain}`, domain] : [];
  const lines = ['', 'Windows IP Configuration', ''];
  lines.push(field('Host Name', ctx.hostName), field('Primary Dns Suffix', ''), field('Node Type', 'Hybrid'));
  lines.push(field('IP Routing Enabled', c.interfaces.some((i) => i.forwarding) ? 'Yes' : 'No'), field('WINS Proxy Enabled', 'No'));
  if (search.length) lines.push(field('DNS Suffix Search List', search[0]!), ...search.slice(1).map((s) => ' '.repeat(39) + s));
  c.interfaces.forEach((i, n) => {
    const gw = gatewayOf(c, i);
    const gw6 = i.ipv6 ? gatewayOf(c, i, 'ipv6') : undefined;
    lines.push('', `Ethernet adapter ${i.name}:`, '');
    lines.push(field('Connection-specific DNS Suffix', search[0] ?? ''));
    lines.push(field('Description', `Hyper-V Virtual Ethernet ${pod ? 'Container ' : ''}Adapter${n > 0 ? ` #${n + 1}` : ''}`));
    lines.push(field('Physical Address', i.mac.toUpperCase()), field('DHCP Enabled', 'No'), field('Autoconfiguration Enabled', 'Yes'));
    if (i.ipv6) lines.push(field('IPv6 Address', `${i.ipv6.ip}(Preferred) `));
    lines.push(field('IPv4 Address', `${formatIpv4(i.ip)}(Preferred) `), field('Subnet Mask', mask(i.prefixLen)));
    // Both gateways under one label, the IPv6 one first (the ipconfig reader takes the IPv4 one from the next line).
    const gws = [gw6, gw].filter((x): x is Ip => x !== undefined).map(formatIp);
    lines.push(field('Default Gateway', gws[0] ?? ''), ...gws.slice(1).map((g) => ' '.repeat(39) + g));
    const dns = pod ? ctx.dnsServers : [];
    lines.push(field('DNS Servers', dns[0] ?? ''), ...dns.slice(1).map((s) => ' '.repeat(39) + s));
    lines.push(field('NetBIOS over Tcpip', 'Disabled'));
  });
  return lines.join(EOL) + EOL;
}

/** The interface index route print gives a vNIC: after the loopback (1), in order. */
const ifIndex = (n: number) => 20 + n;
const macSpaced = (mac: string) => mac.toLowerCase().replace(/[-:]/g, ' ');

interface Row {
  dest: string;
  mask: string;
  gateway: string;
  iface: string;
  metric: number;
}

/** Windows adds 256 to a route's metric on a 10 Gb/s vNIC (interface metric 15). */
const VNIC_METRIC = 271;
const LOOPBACK_METRIC = 331;

function rows(c: Compartment): Row[] {
  const out: Row[] = [];
  const addrOf = (name: string) => c.interfaces.find((i) => i.name === name);
  const on = (r: Route) => (r.nextHop !== undefined ? formatIp(r.nextHop) : 'On-link');
  for (const r of c.routes) {
    if (r.prefix.family !== 'ipv4') continue;
    const i = addrOf(r.iface);
    if (!i) continue;
    out.push({ dest: formatIpv4(r.prefix.base), mask: mask(r.prefix.len), gateway: on(r), iface: formatIpv4(i.ip), metric: VNIC_METRIC + (r.metric ?? 0) });
  }
  // What Windows adds for every address by itself: the host route, the subnet's broadcast, loopback, multicast, broadcast.
  for (const i of c.interfaces) {
    const ip = formatIpv4(i.ip);
    out.push({ dest: ip, mask: '255.255.255.255', gateway: 'On-link', iface: ip, metric: VNIC_METRIC });
    if (i.prefixLen < 31) out.push({ dest: formatIpv4((i.ip | ~maskOf(i.prefixLen)) >>> 0), mask: '255.255.255.255', gateway: 'On-link', iface: ip, metric: VNIC_METRIC });
  }
  const lo = { gateway: 'On-link', iface: '127.0.0.1', metric: LOOPBACK_METRIC };
  out.push({ dest: '127.0.0.0', mask: '255.0.0.0', ...lo }, { dest: '127.0.0.1', mask: '255.255.255.255', ...lo }, { dest: '127.255.255.255', mask: '255.255.255.255', ...lo });
  out.push({ dest: '224.0.0.0', mask: '240.0.0.0', ...lo }, ...c.interfaces.map((i) => ({ dest: '224.0.0.0', mask: '240.0.0.0', gateway: 'On-link', iface: formatIpv4(i.ip), metric: VNIC_METRIC })));
  out.push({ dest: '255.255.255.255', mask: '255.255.255.255', ...lo }, ...c.interfaces.map((i) => ({ dest: '255.255.255.255', mask: '255.255.255.255', gateway: 'On-link', iface: formatIpv4(i.ip), metric: VNIC_METRIC })));
  // route print sorts by destination, then mask.
  const key = (s: string) => s.split('.').reduce((a, p) => a * 256 + Number(p), 0);
  const seen = new Set<string>();
  return out
    .filter((r) => {
      const k = `${r.dest}|${r.mask}|${r.gateway}|${r.iface}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .sort((a, b) => key(a.dest) - key(b.dest) || key(a.mask) - key(b.mask));
}

interface Row6 {
  index: number;
  metric: number;
  prefix: Prefix;
  gateway: string;
}

/** The IPv6 route table: the loopback's ::1, and on a dual-stack compartment its IPv6 routes, each
 * address's host route and the multicast range per interface (no link-local: the model has none). */
function rows6(c: Compartment): string[] {
  const lo = { index: 1, metric: LOOPBACK_METRIC, gateway: 'On-link' };
  const out: Row6[] = [{ ...lo, prefix: mustPrefix('::1/128') }];
  const at = (name: string) => c.interfaces.findIndex((i) => i.name === name && i.ipv6);
  for (const r of c.routes) {
    const n = at(r.iface);
    if (r.prefix.family !== 'ipv6' || n < 0) continue;
    out.push({ index: ifIndex(n), metric: VNIC_METRIC + (r.metric ?? 0), prefix: r.prefix, gateway: r.nextHop !== undefined ? formatIp(r.nextHop) : 'On-link' });
  }
  const multicast = mustPrefix('ff00::/8');
  c.interfaces.forEach((i, n) => {
    if (!i.ipv6) return;
    out.push({ index: ifIndex(n), metric: VNIC_METRIC, prefix: hostPrefix(i.ipv6.ip), gateway: 'On-link' });
    out.push({ index: ifIndex(n), metric: VNIC_METRIC, prefix: multicast, gateway: 'On-link' });
  });
  if (out.length > 1) out.push({ ...lo, prefix: multicast });
  // Sorted by destination, then prefix length, then interface; a destination too long for its
  // column pushes the gateway to the next line, as route print does.
  const bytesOf = (p: Prefix) => (p.family === 'ipv6' ? p.bytes : []);
  const cmp = (a: Row6, b: Row6) => {
    for (let k = 0; k < 16; k++) if (bytesOf(a.prefix)[k] !== bytesOf(b.prefix)[k]) return bytesOf(a.prefix)[k]! - bytesOf(b.prefix)[k]!;
    return a.prefix.len - b.prefix.len || a.index - b.index;
  };
  const seen = new Set<string>();
  return out
    .sort(cmp)
    .filter((r) => {
      const k = `${r.index}|${formatPrefix(r.prefix)}|${r.gateway}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .map((r) => {
      const dest = formatPrefix(r.prefix);
      const head = `${String(r.index).padStart(3)}${String(r.metric).padStart(7)} `;
      return dest.length > 24 ? `${head}${dest}${EOL}${' '.repeat(36)}${r.gateway}` : `${head}${dest.padEnd(25)}${r.gateway}`;
    });
}

export function routePrint(c: Compartment): string {
  const bar = '='.repeat(75);
  const pod = c.kind === 'pod';
  const list = [
    ...c.interfaces.map((i, n) => {
      const head = `${String(ifIndex(n)).padStart(3)}...${macSpaced(i.mac)} ......`;
      return `${head}Hyper-V Virtual Ethernet ${pod ? 'Container ' : ''}Adapter${n > 0 ? ` #${n + 1}` : ''}`;
    }),
    '  1...........................Software Loopback Interface 1',
  ];
  const table = rows(c).map((r) => `${r.dest.padStart(17)}${r.mask.padStart(17)}${r.gateway.padStart(17)}${r.iface.padStart(16)}${String(r.metric).padStart(7)}`);
  const lines = [
    bar,
    'Interface List',
    ...list,
    bar,
    '',
    'IPv4 Route Table',
    bar,
    'Active Routes:',
    'Network Destination        Netmask          Gateway       Interface  Metric',
    ...table,
    bar,
    'Persistent Routes:',
    '  None',
    '',
    'IPv6 Route Table',
    bar,
    'Active Routes:',
    ' If Metric Network Destination      Gateway',
    ...rows6(c),
    bar,
    'Persistent Routes:',
    '  None',
  ];
  return lines.join(EOL) + EOL;
}
