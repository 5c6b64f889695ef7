// `hnsdiag list all` and `hnsdiag list networks|endpoints|loadbalancers|namespaces` (VFP notes §7.3):
// sections `Networks:`, `Endpoints:`, `Namespaces:`, `LoadBalancers:`, each a table, space-aligned
// (`Name  ID  Virtual Network Name`) or piped (`ID | Virtual IPs | Direct IP IDs`). A load balancer
// row with an empty VIP is a NodePort load balancer. With `-d` hnsdiag adds detail blocks; those
// that are JSON are read like Get-Hns* JSON, others are reported. The tables carry no addresses,
// policies or ports: the model says so in its notes rather than inventing them.
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, HNS_KINDS } from './count';
import { Fields } from './hns/fields';
import { addHnsObject } from './hns/objects';
import { parseIpv4, parseIpv6Address } from '../../core/net/ip';
import { networkTypeOf } from './hns/network';
import { readJsonCut } from './json-cut';
import { isObj, lineByPath } from './json-walk';
import { addNote, emptyDump, type DumpModel } from './model';
import { Report } from './report';
import { hnsMsg, lineList } from './messages-hns';
import { GUID, head, linesOf, quote } from './text';
import { continuesRow, joinRow, wrapWidth } from './hnsdiag-wrap';

type Section = 'networks' | 'endpoints' | 'namespaces' | 'loadBalancers';

const SECTION = /^(Networks|Endpoints|Namespaces|Load ?Balancers)\s*:\s*$/i;
/** Newer hnsdiag prints one block per object: `Endpoint : <id>`, then indented `Name : …` lines. */
const BLOCK = /^(?:> ?)?(Network|Endpoint|Namespace|Load ?Balancer)[ \t]*:[ \t]*([0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})[ \t]*$/i;
/** A field of such a block: `    IP Address       : 10.42.213.221`. */
const BLOCK_FIELD = /^[ \t]+([A-Za-z]+(?: [A-Za-z]+)*)[ \t]*:[ \t]?(.*)$/;
const GUIDS = new RegExp(GUID.source, 'g');

export function detect(text: string): number {
  const h = head(text, 16 * 1024);
  const sections = (h.match(/^(Networks|Endpoints|Namespaces|LoadBalancers):\s*$/gim) ?? []).length;
  if (sections > 0 && /^(Name\s+ID\b|ID\s+\|)/m.test(h)) return 0.95;
  if (/^ID\s+\|\s+Virtual IPs\s+\|\s+Direct IP IDs/m.test(h)) return 0.9;
  if (h.split('\n').some((l) => BLOCK.test(l.trimEnd()))) return 0.85;
  if (/^Name\s+ID(\s+Virtual Network Name)?\s*$/m.test(h)) return 0.7;
  return sections > 0 ? 0.4 : 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => new HnsdiagReader().read(text));
}

/** hnsdiag's load balancers are not policy lists, whatever API they came from. */
export function count(model: DumpModel) {
  const { policyLists: _policyLists, ...counts } = countDump(model, HNS_KINDS);
  return counts;
}

interface Table {
  section: Section;
  columns: string[];
  piped: boolean;
}

class HnsdiagReader {
  private readonly r = new Report();
  private readonly model = emptyDump();
  private section?: Section;
  private table?: Table;
  private rows = 0;
  private details = 0;
  /** Objects read from newer hnsdiag's one-block-per-object layout. */
  private blocks = 0;
  private readonly stray: { line: number; text: string }[] = [];
  /** Rows a paste hard-wrapped, joined back: the first line of each and the width it was cut at. */
  private readonly wrapped: { line: number; width: number }[] = [];
  /** Lines of each section header: a section twice means the command ran twice into one paste. */
  private readonly sections = new Map<Section, number[]>();

  read(text: string): ParseResult<DumpModel> {
    const lines = linesOf(text);
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i]!.trim();
      const n = i + 1;
      if (t === '') continue;
      const s = SECTION.exec(t);
      const b = BLOCK.exec(lines[i]!.trimEnd());
      if (b) i = this.block(lines, i, sectionOf(`${b[1]!}s`), b[2]!) - 1;
      else if (s) {
        this.section = sectionOf(s[1]!);
        this.sections.set(this.section, [...(this.sections.get(this.section) ?? []), n]);
        this.table = undefined;
      } else if (t.startsWith('{')) i = this.detail(lines, i) - 1;
      else if (this.isHeader(t)) this.table = this.header(t);
      else if (this.table) {
        let row = lines[i]!;
        while (i + 1 < lines.length && continuesRow(row, lines[i + 1]!, this.table.piped) && !this.isHeader(lines[i + 1]!.trim())) {
          this.wrapped.push({ line: n, width: wrapWidth(row)! });
          row = joinRow(row, lines[++i]!);
        }
        this.row(this.table, row.trim(), n);
      }
      else this.stray.push({ line: n, text: t });
    }
    return this.finish();
  }

  /** A column header row: names only, with an `ID` column and no GUID. */
  private isHeader(t: string): boolean {
    return !GUID.test(t) && /(^|\s|\|)ID(\s|\||$)/.test(t);
  }

  private header(t: string): Table {
    const piped = t.includes('|');
    const columns = piped ? t.split('|').map((c) => c.trim().toLowerCase()) : (t.match(/Virtual Network Name|Network Name|\S+/g) ?? []).map((c) => c.toLowerCase());
    // `hnsdiag list <kind>` prints no section line: the columns tell the kind.
    const byColumns: Section | undefined = columns.some((c) => c.includes('virtual ip'))
      ? 'loadBalancers'
      : columns.some((c) => c.includes('endpoint id'))
        ? 'namespaces'
        : columns.some((c) => c.includes('network'))
          ? 'endpoints'
          : columns.includes('name')
            ? 'networks'
            : undefined;
    return { section: this.section ?? byColumns ?? 'networks', columns, piped };
  }

  private row(table: Table, t: string, n: number): void {
    const guids = t.match(GUIDS) ?? [];
    if (guids.length === 0) return void this.stray.push({ line: n, text: t });
    this.rows++;
    if (table.piped) return this.pipedRow(table, t, n);
    const id = guids[0]!;
    const at = t.indexOf(id);
    const before = t.slice(0, at).trim();
    const after = t.slice(at + id.length).trim();
    if (table.section === 'networks') {
      this.model.hns.networks.push({ id, name: before, api: 1, subnets: [], remoteSubnetRoutes: [], macPools: [] });
    } else if (table.section === 'endpoints') {
      this.model.hns.endpoints.push({ id, name: before, api: 1, policies: [], ...(after && { networkName: after }) });
    } else if (table.section === 'namespaces') {
      this.model.hns.namespaces.push({ id, endpoints: guids.slice(1) });
    } else this.r.warn(hnsMsg('hns.diagLbRow', { t: quote(t) }), { line: n });
  }

  private pipedRow(table: Table, t: string, n: number): void {
    const cells = t.split('|').map((c) => c.trim());
    const cell = (name: string) => {
      const i = table.columns.findIndex((c) => c.includes(name));
      return i < 0 ? '' : (cells[i] ?? '');
    };
    const id = cell('id') || (t.match(GUIDS) ?? [])[0]!;
    if (cells.length !== table.columns.length) this.r.warn(hnsMsg('hns.diagCells', { n: cells.length, m: table.columns.length }), { line: n });
    if (table.section === 'loadBalancers') {
      this.model.hns.loadBalancers.push({
        id,
        api: 1,
        frontendVips: cell('virtual ip').split(/[\s,]+/).filter((v) => v !== '').map(canonicalVip),
        endpoints: cell('direct ip').match(GUIDS) ?? [],
        portMappings: [],
      });
    } else if (table.section === 'namespaces') {
      this.model.hns.namespaces.push({ id, endpoints: cell('endpoint').match(GUIDS) ?? [] });
    } else this.row({ ...table, piped: false }, cells.join(' '), n);
  }

  /** A block of newer hnsdiag (`Endpoint : <id>` and its indented fields) from line i; returns the index after it. */
  private block(lines: string[], i: number, kind: Section, id: string): number {
    const fields = new Map<string, { value: string; line: number }>();
    let end = i + 1;
    for (; end < lines.length; end++) {
      const f = BLOCK_FIELD.exec(lines[end]!.replace(/^> ?/, '  ').trimEnd());
      if (!f) break;
      fields.set(f[1]!.toLowerCase(), { value: f[2]!.trim(), line: end + 1 });
    }
    this.blocks++;
    const text = (key: string) => fields.get(key)?.value || undefined;
    // One value per field; an author's note after it (`10.42.213.221 ### pod IP`) is left out, and said.
    const first = (key: string) => {
      const f = fields.get(key);
      const v = f?.value.split(/\s+/)[0];
      if (f && v && v !== f.value && /^(ip address|mac address|virtual network)$/.test(key)) this.r.warn(hnsMsg('hns.diagNote', { line: quote(f.value), v: quote(v), key }), { line: f.line });
      return v || undefined;
    };
    const name = text('name') ?? '';
    if (kind === 'networks') {
      this.model.hns.networks.push({ id, name, api: 1, subnets: [], remoteSubnetRoutes: [], macPools: [], ...(networkTypeOf(text('type')) && { type: networkTypeOf(text('type')) }) });
    } else if (kind === 'endpoints') {
      const ip = first('ip address');
      const mac = first('mac address');
      const net = first('virtual network');
      const netName = text('virtual network name');
      this.model.hns.endpoints.push({
        id,
        name,
        api: 1,
        policies: [],
        ...(ip && parseIpv4(ip) !== undefined && { ipAddress: ip }),
        ...(ip && ip.includes(':') && parseIpv6Address(ip) !== undefined && { ipv6Address: parseIpv6Address(ip) }),
        ...(mac && { macAddress: mac }),
        ...(net && GUID.test(net) && { networkId: net }),
        ...(netName && { networkName: netName }),
      });
    } else if (kind === 'namespaces') {
      this.model.hns.namespaces.push({ id, endpoints: (text('endpoint ids') ?? '').match(GUIDS) ?? [] });
    } else {
      this.model.hns.loadBalancers.push({ id, api: 1, frontendVips: (text('virtual ips') ?? '').split(/[\s,]+/).flatMap((v) => (parseIpv4(v) !== undefined ? [v] : v.includes(':') && parseIpv6Address(v) ? [parseIpv6Address(v)!] : [])), endpoints: (text('direct ip ids') ?? '').match(GUIDS) ?? [], portMappings: [] });
    }
    return end;
  }

  /** A `-d` detail block from line i: balanced braces; returns the index after it. */
  private detail(lines: string[], i: number): number {
    let depth = 0;
    let end = i;
    for (; end < lines.length; end++) {
      for (const c of withoutStrings(lines[end]!)) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
      if (depth <= 0) break;
    }
    const last = Math.min(end, lines.length - 1);
    const json = readJsonCut(lines.slice(i, last + 1).join('\n'));
    if (!json.ok) {
      this.r.warn(hnsMsg('hns.diagDetail', { lines: `${i + 1}-${last + 1}`, why: json.reason }), { line: i + 1 });
      return last + 1;
    }
    for (const w of json.repairs) this.r.warn(w.msg, { line: (w.line ?? 1) + i });
    for (const doc of json.documents) {
      const src = { r: this.r, lineOf: (p: string) => (lineByPath(doc.lines, p) ?? 1) + i };
      if (isObj(doc.value)) {
        this.details++;
        addHnsObject(this.model, new Fields(doc.value, '', src));
      }
    }
    return last + 1;
  }

  private finish(): ParseResult<DumpModel> {
    const { r, model } = this;
    if (this.wrapped.length > 0) {
      const at = [...new Set(this.wrapped.map((w) => w.line))];
      r.warn(hnsMsg('hns.diagWrapped', { n: at.length, width: this.wrapped[0]!.width, lines: lineList(at) }), { line: at[0]! });
    }
    if (this.stray.length > 0) {
      const first = this.stray[0]!;
      r.warn(hnsMsg('hns.diagStray', { n: this.stray.length, t: quote(first.text) }), { line: first.line });
    }
    if (this.rows === 0 && this.details === 0 && this.blocks === 0 && !this.table) {
      r.error(hnsMsg('hns.diagNone', {}), { line: 1 });
      return r.result<DumpModel>();
    }
    for (const [section, at] of this.sections) {
      if (at.length > 1) r.warn(hnsMsg('hns.diagSection', { section, n: at.length, lines: at.join(', ') }), { line: at[1] });
    }
    // With -d a row and its detail block name the same object: keep the fuller one.
    model.hns.networks = fullest(model.hns.networks);
    model.hns.endpoints = fullest(model.hns.endpoints);
    model.hns.loadBalancers = fullest(model.hns.loadBalancers);
    model.hns.namespaces = fullest(model.hns.namespaces);
    const byName = new Map<string, string[]>();
    for (const n of model.hns.networks) byName.set(n.name, [...(byName.get(n.name) ?? []), n.id]);
    for (const e of model.hns.endpoints) {
      const ids = e.networkName ? byName.get(e.networkName) : undefined;
      if (!e.networkId && ids?.length === 1) e.networkId = ids[0];
    }
    if (this.blocks > 0) {
      addNote(model, "hnsdiag's object blocks print names, addresses and networks only: endpoint policies and load-balancer ports and flags are not in them (hnsdiag list all -d or Get-Hns* | ConvertTo-Json have them).");
    }
    if (this.rows > 0) {
      addNote(
        model,
        'hnsdiag list tables name objects only: network types, endpoint addresses and policies, and load-balancer ports and flags are not in them (hnsdiag list all -d or Get-Hns* | ConvertTo-Json have them).',
      );
    }
    if (model.hns.loadBalancers.some((lb) => lb.frontendVips.length === 0)) {
      addNote(model, 'Load balancers without a virtual IP are NodePort load balancers.');
    }
    return r.result(model);
  }
}

function sectionOf(name: string): Section {
  const n = name.toLowerCase().replace(' ', '');
  return n === 'loadbalancers' ? 'loadBalancers' : (n as Section);
}

/** One object per id (ids compare without case), the one with the most to say. */
function fullest<T extends { id: string }>(list: T[]): T[] {
  const best = new Map<string, T>();
  for (const o of list) {
    const key = o.id.toLowerCase();
    const seen = best.get(key);
    if (!seen || JSON.stringify(o).length > JSON.stringify(seen).length) best.set(key, o);
  }
  return list.filter((o) => best.get(o.id.toLowerCase()) === o);
}

/**
 * A line with its JSON strings' contents removed, so braces inside them are not counted. One pass:
 * the regex `"(?:[^"\\]|\\.)*"` rescans to the line's end from every quote when one is unclosed.
 */
export function withoutStrings(line: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (!inString) {
      out += c;
      inString = c === '"';
    } else if (c === '\\') i++;
    else if (c === '"') {
      out += c;
      inString = false;
    }
  }
  return out;
}

/** A VIP cell as printed, an IPv6 one in its RFC 5952 form (`FD00::A` is `fd00::a`). */
const canonicalVip = (v: string): string => (v.includes(':') ? (parseIpv6Address(v) ?? v) : v);
