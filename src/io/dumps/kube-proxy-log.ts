// kube-proxy's Windows (winkernel) log, as `kubectl logs` or kube-proxy.log print it: klog lines, of
// which two say what it asked HNS to create —
//
//   I1219 08:24:31.456250    3716 proxier.go:145] Hns loadbalancer policy resource, {  ← JSON over lines
//   I1219 08:24:31.456250    3716 proxier.go:1170] Hns LoadBalancer resource created for cluster ip resources 10.99.234.145, Id [a335d997-…]
//   I0105 …] "Hns LoadBalancer resource created for cluster ip resources" clusterIP="10.96.0.10" hnsID="…"   (structured, 1.21+)
//
// The JSON may also sit whole on its line: `Found existing Hns loadbalancer policy resource, {…}` and
// the structured `"Created Hns loadbalancer policy resource" loadBalancer={…}` (HCN v2 objects).
//
// The JSON gives the whole load balancer (VIPs, ports, backends); the "created" line only its VIP and
// id. Each load balancer read is what kube-proxy created at that time, said as such: HNS may hold
// otherwise now (Get-HnsPolicyList shows what is there).
import { parseIpv6Address } from '../../core/net/ip';
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump } from './count';
import { Fields } from './hns/fields';
import { addHnsObject } from './hns/objects';
import { withoutStrings } from './hnsdiag';
import { readJsonCut } from './json-cut';
import { isObj, lineByPath } from './json-walk';
import { addNote, emptyDump, type DumpModel } from './model';
import { nodeMsg } from './messages-node';
import { Report } from './report';
import { head, linesOf } from './text';

/** A klog line: `I1219 08:24:31.456250    3716 proxier.go:1170] message`. */
const KLOG = /^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+ +\d+ [\w.-]+:\d+\] (.*)$/;
const CREATED_OLD = /^Hns LoadBalancer resource created for (cluster ip|nodePort|external ip|ingress ip) resources ([\da-fA-F:.]*), Id \[([0-9a-fA-F-]{36})\]/;
const CREATED_NEW = /^"Hns LoadBalancer resource created for (cluster ip|nodePort|external ip|ingress ip) resources"/;
const POLICY_JSON = /^"?(?:Created |Found existing )?Hns loadbalancer policy resource(?:, |" loadBalancer=)\{/i;

export function detect(text: string): number {
  const h = head(text, 64 * 1024);
  if (!/^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+ +\d+ [\w.-]+:\d+\] /m.test(h)) return 0;
  return /Hns LoadBalancer resource created|Hns loadbalancer policy resource/i.test(h) ? 0.85 : 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => read(text));
}

export const count = (model: DumpModel) => countDump(model, ['loadBalancers']);

/** `key="value"` of a structured klog line. */
function kv(message: string, key: string): string | undefined {
  const at = message.indexOf(` ${key}="`);
  if (at < 0) return undefined;
  const from = at + key.length + 3;
  const end = message.indexOf('"', from);
  return end < 0 ? undefined : message.slice(from, end);
}

function read(text: string): ParseResult<DumpModel> {
  const r = new Report();
  const model = emptyDump();
  const lines = linesOf(text);
  const created: { id: string; vip: string; kind: string; line: number }[] = [];
  let fromJson = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = KLOG.exec(lines[i]!.trimEnd());
    if (!m) continue;
    const message = m[1]!;
    const opened = POLICY_JSON.exec(message);
    if (opened) {
      // The JSON opens on this line and closes on it or lines later: balance its braces.
      let depth = 0;
      let end = i;
      const first = message.slice(opened[0].length - 1);
      for (let k = i; k < lines.length; k++) {
        for (const c of withoutStrings(k === i ? first : lines[k]!)) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
        end = k;
        if (depth <= 0) break;
      }
      const json = readJsonCut([first, ...lines.slice(i + 1, end + 1)].join('\n'));
      if (!json.ok) r.warn(nodeMsg('kubeProxy.notJson', { line: i + 1, why: json.msg }), { line: i + 1 });
      else {
        for (const w of json.repairs) r.warn(w.msg, { line: (w.line ?? 1) + i });
        for (const doc of json.documents) {
          if (!isObj(doc.value)) continue;
          const before = model.hns.loadBalancers.length;
          addHnsObject(model, new Fields(doc.value, '', { r, lineOf: (p) => (lineByPath(doc.lines, p) ?? 1) + i }));
          fromJson += model.hns.loadBalancers.length - before;
        }
      }
      i = end;
      continue;
    }
    const old = CREATED_OLD.exec(message);
    if (old) created.push({ kind: old[1]!, vip: old[2]!, id: old[3]!, line: i + 1 });
    else if (CREATED_NEW.test(message)) {
      const id = kv(message, 'hnsID');
      const kind = CREATED_NEW.exec(message)![1]!;
      const vip = kv(message, 'clusterIP') ?? kv(message, 'externalIP') ?? kv(message, 'loadBalancerIP') ?? '';
      if (id) created.push({ kind, vip: kind === 'nodePort' ? '' : vip, id, line: i + 1 });
    }
  }
  // A "created" line names a load balancer the JSON may already have given whole.
  const known = new Set(model.hns.loadBalancers.map((lb) => lb.id.toLowerCase()));
  let bare = 0;
  for (const c of created) {
    if (known.has(c.id.toLowerCase())) continue;
    known.add(c.id.toLowerCase());
    bare++;
    // An IPv6 VIP (kube-proxy's IPv6 proxier) in its RFC 5952 form, as the other readers give it.
    const vip = c.vip.includes(':') ? (parseIpv6Address(c.vip) ?? c.vip) : c.vip;
    model.hns.loadBalancers.push({ id: c.id, api: 1, frontendVips: c.kind === 'nodePort' || !vip ? [] : [vip], endpoints: [], portMappings: [] });
  }
  if (fromJson + bare === 0) {
    r.error(nodeMsg('kubeProxy.none', {}), { line: 1 });
    return r.result<DumpModel>();
  }
  addNote(model, `kube-proxy's log gives the load balancers it created (${fromJson} whole, from the JSON it logged; ${bare} by VIP and id only): HNS may hold otherwise now (Get-HnsPolicyList | ConvertTo-Json -Depth 10 shows what is there).`);
  if (bare) r.warn(nodeMsg('kubeProxy.createdOnly', { n: bare }), { line: created.find((c) => !model.hns.loadBalancers.some((lb) => lb.id === c.id && lb.portMappings.length))?.line ?? 1 });
  return r.result(model);
}
