// A rule's `Type :` plus the blocks printed under it (DIP Range(s), Rule Data, Modify, Encap
// Destination(s)) into a core Action. vfpctrl knows more action types than the simulator models;
// those become `allow` (the packet passes unchanged) with a warning naming the type.
import { ipv6Oddity, parseIp, parseIpv4 } from '../../../core/net/ip';
import { parseMac } from '../../../core/net/mac';
import type { Action, Backend, NatPool } from '../../../core/vfp/model';
import type { Report } from '../report';
import { vfpMsg } from '../messages-vfp';
import { firstWord, keyValue } from '../text';

export interface TextLine {
  text: string;
  line: number;
}

/** What a RULE block printed beyond its scalar fields. */
export interface RuleBlocks {
  dips: TextLine[];
  ruleData: TextLine[];
  modify: TextLine[];
  encap: TextLine[];
}

const DEFAULT_VXLAN_PORT = 4789;

export function actionOf(type: string, typeLine: number, blocks: RuleBlocks, rule: string, r: Report): Action {
  const t = firstWord(type.trim()).toLowerCase();
  switch (t) {
    case 'allow':
    case 'block':
    case 'meter':
      return { type: t };
    case 'lbnat':
      return { type: 'lbnat', backends: backendsOf(blocks.dips, rule, r), distribution: 'none' };
    case 'dynnat':
      return { type: 'dynnat', pool: natPoolOf(blocks.ruleData, typeLine, rule, r) };
    case 'paroute':
      return { type: 'paroute' };
    case 'decap':
    case 'mapdecap':
      return { type: 'decap' };
    case 'encap':
    case 'mapencap':
    case 'routeencap':
      return encapOf(blocks.encap, typeLine, rule, r);
    case 'nat':
    case 'mapnat':
    case 'tunnelednat':
    case 'transpose':
    case 'mapin':
    case 'mapout':
    case 'mapipin':
    case 'mapipout':
    case 'mapmacin':
    case 'mapmacout': {
      const a = rewriteOf(blocks.modify);
      if (a) return a;
      r.warn(vfpMsg('vfp.modifyNone', { rule, type: type.trim() }), { line: typeLine, field: 'Type' });
      return { type: 'allow' };
    }
    default:
      r.warn(vfpMsg('vfp.typeNotModelled', { rule, type: type.trim() }), {
        line: typeLine,
        field: 'Type',
      });
      return { type: 'allow' };
  }
}

/** `{ 10.244.1.5 : 80 }` lines (several per line allowed; IPv6 too, `{ fd00::5 : 80 }`). */
function backendsOf(dips: TextLine[], rule: string, r: Report): Backend[] {
  const out: Backend[] = [];
  for (const d of dips) {
    const items = d.text.includes('{') ? [...d.text.matchAll(/\{([^}]*)\}?/g)].map((m) => m[1]!) : [d.text];
    for (const item of items) {
      const sep = item.lastIndexOf(':');
      const ipText = item.slice(0, sep).trim();
      const port = Number(item.slice(sep + 1).trim());
      // IPv6 backends read in their RFC 5952 form (`{ FDF5:0::13F : 4445 }` is fdf5::13f).
      const ip = parseIp(ipText);
      const odd = ipText.includes(':') ? ipv6Oddity(ipText) : undefined;
      if (sep < 0 || !Number.isInteger(port) || port < 0 || port > 65535 || item.slice(sep + 1).trim() === '') {
        r.warn(vfpMsg('vfp.dipEntry', { rule, v: item.trim() }), { line: d.line, field: 'DIP Range(s)' });
      } else if (odd === 'zone' || odd === 'mapped') {
        r.warn(vfpMsg('vfp.dipOdd', { rule, why: vfpMsg('vfp.ipv6Odd', { v: ipText, what: odd }) }), { line: d.line, field: 'DIP Range(s)' });
      } else if (ip === undefined) {
        r.warn(vfpMsg('vfp.dipNotIp', { rule, ip: ipText }), {
          line: d.line,
          field: 'DIP Range(s)',
        });
      } else out.push({ ip, port, local: false });
    }
  }
  if (out.length === 0) r.warn(vfpMsg('vfp.dipNone', { rule }), { field: 'DIP Range(s)' });
  return out;
}

/** The NAT pool named in Rule Data (`Source_Nat`, pool `SLB_NATPOOL_IPV4_TCP_...`). */
function natPoolOf(ruleData: TextLine[], typeLine: number, rule: string, r: Report): NatPool {
  let name: string | undefined;
  for (const d of ruleData) {
    const named = /\b(SLB_NATPOOL_\S+)/i.exec(d.text);
    const kv = keyValue(d.text);
    if (named) name = named[1];
    else if (kv && /pool/i.test(kv.key) && kv.value !== '') name = kv.value.split(/\s+/)[0];
    if (name) break;
  }
  const pool = name ?? 'unknown';
  r.warn(vfpMsg('vfp.natPool', { rule, pool }), { line: ruleData[0]?.line ?? typeLine, field: 'Rule Data' });
  return { name: pool, ip: 0, lo: 0, hi: 65535 };
}

/** `Encap Destination(s)` lines: `{key=value, key=value}`. */
function encapOf(lines: TextLine[], typeLine: number, rule: string, r: Report): Action {
  const kv = new Map<string, string>();
  for (const l of lines) {
    for (const part of l.text.replace(/[{}]/g, '').split(',')) {
      const eq = part.indexOf('=');
      if (eq > 0) kv.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
    }
  }
  const find = (re: RegExp) => [...kv].find(([k]) => re.test(k))?.[1];
  const pa = [...kv.values()].map((v) => parseIpv4(v)).find((ip) => ip !== undefined);
  const vni = Number(find(/vni|vsid|key|tni/) ?? NaN);
  const port = Number(find(/port/) ?? DEFAULT_VXLAN_PORT);
  if (pa === undefined || !Number.isInteger(vni)) {
    r.warn(vfpMsg('vfp.encapMissing', { rule }), { line: lines[0]?.line ?? typeLine, field: 'Encap Destination(s)' });
  }
  return {
    type: 'encap',
    pa: pa ?? 0,
    vni: Number.isInteger(vni) ? vni : 0,
    udpPort: Number.isInteger(port) ? port : DEFAULT_VXLAN_PORT,
  };
}

/** Modify lines (`Destination IP : x`, `Destination port : n`, `Destination MAC : m`). */
function rewriteOf(modify: TextLine[]): Action | undefined {
  const nat: Extract<Action, { type: 'nat' }> = { type: 'nat' };
  const mac: Extract<Action, { type: 'mac-rewrite' }> = { type: 'mac-rewrite' };
  for (const m of modify) {
    const kv = keyValue(m.text);
    if (!kv) continue;
    const key = kv.key.toLowerCase();
    const side = key.startsWith('source') ? 'src' : key.startsWith('destination') ? 'dst' : undefined;
    if (!side) continue;
    if (/\bip\b/.test(key)) {
      const ip = parseIp(kv.value);
      if (ip !== undefined) nat[side] = ip;
    } else if (/\bport\b/.test(key) && /^\d{1,5}$/.test(kv.value)) {
      nat[side === 'src' ? 'srcPort' : 'dstPort'] = Number(kv.value);
    } else if (/\bmac\b/.test(key)) {
      const mm = parseMac(kv.value);
      if (mm) mac[side === 'src' ? 'srcMac' : 'dstMac'] = mm;
    }
  }
  if (Object.keys(nat).length > 1) return nat;
  if (Object.keys(mac).length > 1) return mac;
  return undefined;
}
