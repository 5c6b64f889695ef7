// `Get-HnsNetwork`, `Get-HnsEndpoint`, `Get-HnsPolicyList` as PowerShell prints them by default
// (Format-List, no ConvertTo-Json). Each record becomes an object of the same field names as the
// JSON, so one normaliser reads both; what Format-List truncated is reported by field.
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, HNS_KINDS } from './count';
import { sayBarePolicies } from './hns/bare';
import { Fields } from './hns/fields';
import { addHnsObject } from './hns/objects';
import { lineByPath, type Obj } from './json-walk';
import { emptyDump, type DumpModel } from './model';
import { openValue, readCutValue, readRecords, readValue, type Truncation } from './powershell-list';
import { Report } from './report';
import { hnsMsg, lineList } from './messages-hns';
import { head, linesOf, quote } from './text';

const HNS_KEYS = new RegExp(
  `^(${[
    ...['ID', 'Name', 'Type', 'Policies', 'Resources', 'ActivityId', 'References'],
    ...['VirtualNetwork', 'VirtualNetworkName', 'IPAddress', 'MacAddress', 'PrefixLength', 'GatewayAddress', 'IsRemoteEndpoint'],
    ...['DNSServerList', 'SharedContainers', 'EncapOverhead', 'Subnets', 'ManagementIP', 'DrMacAddress', 'NetworkAdapterName'],
    ...['LayeredOn', 'MacPools', 'ExceptionList', 'DestinationPrefix', 'NeedEncap', 'VIPs', 'InternalPort', 'ExternalPort', 'RemoteAddresses'],
  ].join('|')})\\s*: `,
  'gm',
);

export function detect(text: string): number {
  const h = head(text, 16 * 1024);
  if (/^\s*[{[]/.test(h)) return 0;
  // kube-proxy's go-spew dumps (`Id: (string) (len=36) "…",`) name the same fields: a Go value, not a list.
  if (/: \((?:string|bool|u?int\d*)\) /.test(h)) return 0;
  const keys = new Set([...h.matchAll(HNS_KEYS)].map((m) => m[1]));
  if (keys.size >= 4) return /: (@\{|\{)/.test(h) ? 0.9 : 0.8;
  return keys.size >= 2 ? 0.3 : 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => read(text));
}

export const count = (model: DumpModel) => countDump(model, HNS_KINDS);

function read(text: string): ParseResult<DumpModel> {
  const r = new Report();
  const model = emptyDump();
  const { records, stray, repaired } = readRecords(linesOf(text));
  const lines = new Map<string, number>();
  const src = { r, lineOf: (path: string) => lineByPath(lines, path) };
  let cutWarned = false;
  records.forEach((rec, i) => {
    const base = records.length > 1 ? `[${i}]` : '';
    const o: Obj = {};
    lines.set(base, rec.line);
    const lastOfAll = i === records.length - 1;
    rec.fields.forEach((f, k) => {
      const path = base === '' ? f.key : `${base}.${f.key}`;
      lines.set(path, f.line);
      if (!openValue(f.text)) return void (o[f.key] = readValue(f.text, path, (t) => truncated(t, f.line, r)));
      // A value whose braces never close: the paste was cut inside it (at the end), or lines of it were lost.
      const cut = readCutValue(f.text, path, (t) => truncated(t, f.line, r));
      if (cut.value !== undefined) o[f.key] = cut.value;
      cutWarned = cutWarned || (lastOfAll && k === rec.fields.length - 1);
      const read = cut.value === undefined ? hnsMsg('hns.keptNothing', {}) : Array.isArray(cut.value) ? hnsMsg('hns.keptEntries', { n: cut.value.length }) : hnsMsg('hns.keptFields', {});
      const kept = cut.lost ? hnsMsg('hns.keptCutOff', { kept: read, lost: quote(cut.lost, 40) }) : read;
      const at = lastOfAll && k === rec.fields.length - 1 ? 'hns.listEndsInside' : 'hns.listNotClosed';
      r.warn(hnsMsg(at, { path, line: f.line, kept }), { line: f.line, field: path });
    });
    addHnsObject(model, new Fields(o, base, src));
  });
  // A paste cut short ends mid-line, inside a value or with a record shorter than the one before.
  const last = records[records.length - 1];
  const lastField = last?.fields[last.fields.length - 1];
  if (!cutWarned && last && lastField && !text.slice(text.trimEnd().length).includes('\n') && records.length > 1 && last.fields.length < records[0]!.fields.length) {
    r.warn(hnsMsg('hns.listMidRecord', { line: lastField.line }), { line: lastField.line, field: lastField.key });
  }
  const lost = repaired.filter((x) => x.kind === 'indent');
  const wrapped = repaired.filter((x) => x.kind === 'wrap');
  if (lost.length) r.warn(hnsMsg('hns.listIndent', { n: lost.length, lines: lineList(lost.map((x) => x.line)) }), { line: lost[0]!.line });
  if (wrapped.length) r.warn(hnsMsg('hns.listWrapped', { n: wrapped.length, width: wrapped[0]!.width ?? 0, lines: lineList(wrapped.map((x) => x.line)) }), { line: wrapped[0]!.line });
  for (const s of stray.slice(0, 5)) r.warn(hnsMsg('hns.listStray', { t: quote(s.text) }), { line: s.line });
  if (stray.length > 5) r.warn(hnsMsg('hns.listStrayMore', { n: stray.length - 5 }), { line: stray[5]!.line });
  const bare = sayBarePolicies(model, r);
  const found = model.hns.networks.length + model.hns.endpoints.length + model.hns.loadBalancers.length + model.hns.namespaces.length + bare;
  if (found === 0) {
    r.error(hnsMsg('hns.listNone', {}), { line: 1 });
    return r.result<DumpModel>();
  }
  return r.result(model);
}

function truncated(t: Truncation, line: number, r: Report): void {
  const at = { line, field: t.path };
  r.warn(t.kind === 'type-name' ? hnsMsg('hns.listTypeName', { path: t.path }) : hnsMsg('hns.listShown', { path: t.path, n: t.shown }), at);
}
