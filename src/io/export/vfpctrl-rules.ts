// VFP ports → the text of `vfpctrl /port <guid> /list-rule` (the layout of the real dumps in
// fixtures/real and of src/io/dumps/vfpctrl-rules.ts: ` ITEM LIST` banner, LAYER / GROUP / RULE
// blocks indented 0 / 2 / 4, fields four columns deeper, `Flow TTL:` without a space) and of
// `vfpctrl /list-vmswitch-port`. What vfpctrl has no line for (the simulator's `encapsulated`
// condition, a load balancer's hash distribution and hairpin handling, a NAT pool's address range)
// is not printed; `rulesTextGaps` lists it per port.
import { formatIp, formatIpv4, formatPrefix, type Prefix } from '../../core/net/ip';
import type { Action, Conditions, Group, Layer, ModelOwn, Port, PortRange, Rule } from '../../core/vfp/model';

const EOL = '\r\n';

/** An address prints bare when it is one host (`Source IP : 10.0.0.1`), as vfpctrl does. */
function prefixText(p: Prefix): string {
  const text = formatPrefix(p);
  return (p.family === 'ipv4' && p.len === 32) || (p.family === 'ipv6' && p.len === 128) ? text.replace(/\/\d+$/, '') : text;
}

const rangeText = (r: PortRange): string => (r.lo === r.hi ? String(r.lo) : `${r.lo}-${r.hi}`);

/** Condition lines in vfpctrl's labels; `<none>` when the object has none vfpctrl would print. */
export function conditionLines(c: Conditions): string[] {
  const lines: string[] = [];
  if (c.srcIp?.length) lines.push(`Source IP : ${c.srcIp.map(prefixText).join(', ')}`);
  if (c.dstIp?.length) lines.push(`Destination IP : ${c.dstIp.map(prefixText).join(', ')}`);
  if (c.protocols?.length) lines.push(`Protocols : ${c.protocols.join(', ')}`);
  if (c.srcPorts?.length) lines.push(`Source ports : ${c.srcPorts.map(rangeText).join(', ')}`);
  if (c.dstPorts?.length) lines.push(`Destination ports : ${c.dstPorts.map(rangeText).join(', ')}`);
  if (c.vni !== undefined) lines.push(`VNI : ${c.vni}`);
  return lines.length ? lines : ['<none>'];
}

/** `8195 terminating stateful ` — the number, then the words of the bits VFP Lab knows. */
function flagsText(raw: number): string {
  const words = [(raw & 1) !== 0 ? 'terminating' : '', (raw & 2) !== 0 ? 'stateful' : ''].filter(Boolean);
  return words.length ? `${raw} ${words.join(' ')} ` : String(raw);
}

/** The `Type :` word and the blocks vfpctrl prints under it for an action. */
function actionLines(a: Action): { type: string; blocks: string[] } {
  switch (a.type) {
    case 'allow':
    case 'block':
    case 'meter':
    case 'decap':
    case 'paroute':
      return { type: a.type, blocks: [] };
    case 'dynnat':
      return { type: 'dynnat', blocks: ['Rule Data:', '    Type : Source_Nat', `    NatPool : ${a.pool.name}`] };
    case 'nat': {
      const modify = [
        ...(a.src !== undefined ? [`    Source IP : ${formatIp(a.src)}`] : []),
        ...(a.srcPort !== undefined ? [`    Source port : ${a.srcPort}`] : []),
        ...(a.dst !== undefined ? [`    Destination IP : ${formatIp(a.dst)}`] : []),
        ...(a.dstPort !== undefined ? [`    Destination port : ${a.dstPort}`] : []),
      ];
      return { type: 'nat', blocks: modify.length ? ['Modify:', ...modify] : [] };
    }
    case 'mac-rewrite': {
      const modify = [...(a.srcMac ? [`    Source MAC : ${a.srcMac}`] : []), ...(a.dstMac ? [`    Destination MAC : ${a.dstMac}`] : [])];
      return { type: 'transpose', blocks: modify.length ? ['Modify:', ...modify] : [] };
    }
    case 'lbnat':
      return { type: 'lbnat', blocks: ['DIP Range(s) :', ...a.backends.map((b) => `    { ${formatIp(b.ip)} : ${b.port} }`)] };
    case 'encap':
      return { type: 'encap', blocks: ['Encap Destination(s) :', `    { PA=${formatIpv4(a.pa)}, VNI=${a.vni}, UDPPort=${a.udpPort} }`] };
    case 'route-encap':
      return { type: 'routeencap', blocks: ['Encap Destination(s) :', `    { PA=${formatIpv4(a.to)}, DestinationMAC=${a.toMac} }`] };
  }
}

/** The "model's own" label of a rule or layer as a comment line (issue 11); the importer skips `#` lines. */
export function modelOwnComment(m: ModelOwn | undefined): string | undefined {
  if (!m) return undefined;
  const name = m.name === 'invented' ? "the model's own name" : m.name === 'pattern' ? "a name after networkhealth.ps1's pattern (the part it matches with \\w* is not public, left out)" : undefined;
  const parts = [name, m.priority ? "the model's own priority" : undefined].filter(Boolean);
  return parts.length ? `# VFP Lab: ${parts.join('; ')} (no public source shows ${parts.length > 1 || m.name === 'invented' ? 'them' : 'it'})` : undefined;
}

export function ruleLines(r: Rule): string[] {
  const { type, blocks } = actionLines(r.action);
  const pad = ' '.repeat(8);
  const own = modelOwnComment(r.provenance?.modelOwn);
  return [
    ...(own ? [`    ${own}`] : []),
    `    RULE : ${r.id}`,
    ...(r.friendlyName ? [`${pad}Friendly name : ${r.friendlyName}`] : []),
    `${pad}Priority : ${r.priority}`,
    `${pad}Flags : ${flagsText(r.flags.raw)}`,
    `${pad}Type : ${type}`,
    `${pad}Conditions:`,
    ...conditionLines(r.conditions).map((l) => `${pad}    ${l}`),
    `${pad}Flow TTL: ${r.flowTtl}`,
    ...blocks.map((l) => pad + l),
    `${pad}FlagsEx : 0 `,
  ];
}

// Lines are pushed onto one list, not spread from flatMaps: a port of 100,000 rules (a replayed node's
// "Node's dumps") took 7 s to print that way, copying the list at every level (issue 32, export).
function groupInto(g: Group, out: string[]): string[] {
  const pad = ' '.repeat(6);
  out.push(
    `  GROUP : ${g.name}`,
    `${pad}Friendly name : ${g.friendlyName ?? g.name}`,
    `${pad}Priority : ${g.priority}`,
    `${pad}Direction : ${g.direction.toUpperCase()}`,
    `${pad}Type : ${g.family === 'ipv6' ? 'IPv6' : 'IPv4'}`,
    `${pad}  Conditions:`,
  );
  for (const l of conditionLines(g.conditions)) out.push(`${pad}      ${l}`);
  out.push(`${pad}Match type : ${g.matchType === 'lpm' ? 'Longest prefix match' : 'Priority-based match'}`, '');
  for (const r of g.rules) {
    for (const l of ruleLines(r)) out.push(l);
    out.push('');
  }
  return out;
}

function layerInto(l: Layer, out: string[]): string[] {
  const own = modelOwnComment(l.provenance?.modelOwn);
  if (own) out.push(own);
  out.push(`LAYER : ${l.name}`, `    Friendly name : ${l.friendlyName ?? l.name}`, `    Priority : ${l.priority}`, '');
  for (const g of l.groups) groupInto(g, out);
  return out;
}

export const groupLines = (g: Group): string[] => groupInto(g, []);

export const layerLines = (l: Layer): string[] => layerInto(l, []);

/**
 * `vfpctrl /port <guid> /list-rule` for one port, with the command echoed on the first line (as a
 * collect script's transcript has it) so that the file names its port, then `/get-port-state`'s
 * Blocked line.
 */
export function portRulesText(port: Port): string {
  const lines = [`PS C:\\> vfpctrl /port ${port.id} /list-rule`, ' ITEM LIST', '===========', ''];
  for (const l of port.layers) layerInto(l, lines);
  lines.push('Command list-rule succeeded!', '', `PS C:\\> vfpctrl /port ${port.id} /get-port-state`, `Blocked : ${port.blocked ? 'TRUE' : 'FALSE'}`);
  return lines.join(EOL) + EOL;
}

/**
 * `vfpctrl /list-vmswitch-port` for a node's ports, in the layout of the real sample
 * (fixtures/real/vfpctrl-list-vmswitch-port-host-port-excerpt.txt): name, friendly name, switch,
 * port number, VMQ and SR-IOV usage. No MAC line: the sample has none; HNS prints the endpoints' MACs.
 */
export function vmswitchPortsText(ports: readonly Port[], vswitch: { name: string; friendlyName: string }): string {
  const lines = [' ITEM LIST', '===========', ''];
  ports.forEach((p, i) => {
    lines.push(
      `  Port name             : ${p.id}`,
      `  Port Friendly name    : ${p.friendlyName}`,
      `  Switch name           : ${p.switchName ?? vswitch.name}`,
      `  Switch Friendly name  : ${vswitch.friendlyName}`,
      `  PortId                : ${p.portNumber ?? i + 1}`,
      '  VMQ Usage             : 0',
      '  SR-IOV Usage          : 0',
      '',
    );
  });
  lines.push('Command list-vmswitch-port succeeded!');
  return lines.join(EOL) + EOL;
}

/** What the rule text of a port cannot carry, in words, for the export's notes. */
export function rulesTextGaps(port: Port): string[] {
  const rules = port.layers.flatMap((l) => l.groups.flatMap((g) => g.rules));
  const gaps = new Set<string>();
  for (const r of rules) {
    if (r.conditions.frontends) gaps.add("the load-balancer frontend a NAT_ / ALLOW_NAT_ / HairPin_ rule belongs to (VFP Lab's own condition; VFP ties them to their load balancer through its flows)");
    if (r.conditions.encapsulated !== undefined) gaps.add('the "encapsulated or not" condition of some rules (VFP Lab\'s own; vfpctrl prints no such condition)');
    const a = r.action;
    if (a.type === 'dynnat') gaps.add('the address and port range of NAT pools (vfpctrl /list-rule names the pool only; see /list-nat-range)');
    if (a.type === 'lbnat') {
      if (a.distribution !== 'none') gaps.add("a load balancer's hash distribution (session affinity)");
      if (a.selfHit || a.hairpinSnat) gaps.add('what a load balancer does when the hash picks the sender itself (hairpin drop or SNAT)');
      if (a.snat) gaps.add("the source a load balancer rewrites to (its SNAT address)");
      if (a.preserveDip) gaps.add('PreserveDIP on load-balancer rules');
    }
    if (a.type === 'encap' && a.innerDstMac) gaps.add('the inner destination MAC of VXLAN encapsulation');
    if (a.type === 'route-encap') gaps.add('NeedEncap routes to the management port (printed as routeencap, which the importer reads as a VXLAN encap)');
    if (r.extra?.length) gaps.add('text an imported rule carried but VFP Lab does not interpret');
  }
  return [...gaps];
}
