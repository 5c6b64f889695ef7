// HNS objects as JSON: `Get-HnsNetwork | ConvertTo-Json` and kin (v1: a single object or an array,
// PowerShell's `"Key":  value` style), `Get-HnsPolicyList` (ELB policy lists), HCN v2 objects, or
// the HNS REST envelope `{ "Success": true, "Output": [...] }`. One file may mix kinds.
// ConvertTo-Json's default -Depth 2 prints deeper objects as `@{k=v}` text: those are read as
// PowerShell does it in Format-List, with a warning.
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, HNS_KINDS } from './count';
import { sayBarePolicies } from './hns/bare';
import { Fields } from './hns/fields';
import { addHnsObject } from './hns/objects';
import { readJsonCut } from './json-cut';
import { indexPath, isObj, joinPath, lineByPath, pick } from './json-walk';
import { emptyDump, type DumpModel } from './model';
import { readValue } from './powershell-list';
import { Report } from './report';
import { hnsMsg } from './messages-hns';
import { head } from './text';

const HNS_FIELDS = new RegExp(
  `"(${[
    ...['VirtualNetwork', 'VirtualNetworkName', 'IPAddress', 'IsRemoteEndpoint', 'ManagementIP', 'DrMacAddress', 'Subnets', 'MacPools'],
    ...['NetworkAdapterName', 'References', 'Ipams', 'SchemaVersion', 'HostComputeNetwork', 'HostComputeEndpoints', 'IpConfigurations'],
    ...['ExceptionList', 'NeedEncap', 'DestinationPrefix', 'RemoteAddresses', 'RuleType', 'FrontendVIPs', 'NamespaceId', 'CurrentEndpointCount', 'DNSServerCompartment', 'LayeredOn', 'CompartmentId', 'CompartmentGuid'],
  ].join('|')})"\\s*:`,
  'g',
);

const LONE_POLICY = /^[[\s]*\{\s*"Type"\s*:\s*"(ACL|OutBoundNAT|ELB|ROUTE|SDNRoute|PA|ProviderAddress|EncapOverhead|L2Driver|PortMapping|NAT)"/i;

export function detect(text: string): number {
  const h = head(text, 16 * 1024).trimStart();
  if (!h.startsWith('{') && !h.startsWith('[')) return 0;
  // `[22:14:59.867][WindowsDaemon ]…`: a log line's bracketed time, not a JSON array.
  if (/^\[\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\]/.test(h)) return 0;
  if (/"(cniVersion|apiVersion|kind)"\s*:/.test(h)) return 0.05;
  const hits = new Set([...h.matchAll(HNS_FIELDS)].map((m) => m[1])).size;
  if (hits >= 2) return 0.9;
  if (hits === 1) return 0.7;
  // A policy pasted on its own (`{"Type": "ACL", …}`, an endpoint's or a policy list's): none of the above.
  if (LONE_POLICY.test(h)) return 0.5;
  return /"(ID|Policies)"\s*:/.test(h) ? 0.3 : 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => read(text));
}

export const count = (model: DumpModel) => countDump(model, HNS_KINDS);

function read(text: string): ParseResult<DumpModel> {
  const r = new Report();
  const json = readJsonCut(text);
  if (!json.ok) {
    r.error(json.msg, { line: json.line });
    return r.result<DumpModel>();
  }
  for (const w of json.repairs) r.warn(w.msg, { line: w.line });
  const model = emptyDump();
  for (const doc of json.documents) {
    const src = { r, lineOf: (path: string) => lineByPath(doc.lines, path) };
    const visit = (v: unknown, path: string): void => {
      if (Array.isArray(v)) return v.forEach((item, i) => visit(item, indexPath(path, i)));
      if (!isObj(v)) return r.warn(hnsMsg('hns.notObject', { type: typeof v }), { line: src.lineOf(path), field: path || undefined });
      const output = pick(v, 'Output');
      if (output && pick(v, 'Success')) return visit(output.value, joinPath(path, output.key));
      addHnsObject(model, new Fields(expandText(v, path, src.lineOf, r) as typeof v, path, src));
    };
    visit(doc.value, '');
  }
  const bare = sayBarePolicies(model, r);
  const found = model.hns.networks.length + model.hns.endpoints.length + model.hns.loadBalancers.length + model.hns.namespaces.length + bare;
  const cut = json.repairs.some((w) => /\(truncated\?\)/.test(w.message));
  if (found === 0 && cut) r.error(hnsMsg('hns.jsonCutNothing', {}), { line: 1 });
  else if (found === 0) r.error(hnsMsg('hns.jsonNone', {}), { line: 1 });
  return r.result(model);
}

/** Objects ConvertTo-Json printed as text because they were deeper than -Depth: read them back. */
function expandText(v: unknown, path: string, lineOf: (p: string) => number | undefined, r: Report): unknown {
  if (Array.isArray(v)) return v.map((x, i) => expandText(x, indexPath(path, i), lineOf, r));
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expandText(x, joinPath(path, k), lineOf, r)]));
  if (typeof v !== 'string' || !/^(@\{.*\}|System\.[\w.`]+(\[\])?)$/s.test(v)) return v;
  const at = { line: lineOf(path), field: path };
  if (/^System\.Collections\.Hashtable$|^System\.Object$/.test(v)) {
    r.warn(hnsMsg('hns.printedAsType', { path, v }), at);
    return {};
  }
  r.warn(hnsMsg('hns.printedAsText', { path }), at);
  return readValue(v, path, (t) =>
    r.warn(t.kind === 'type-name' ? hnsMsg('hns.textTypeName', { path: t.path }) : hnsMsg('hns.textCut', { path: t.path, n: t.shown }), at),
  );
}
