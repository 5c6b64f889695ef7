// A port's VFP layers, groups and rules in evaluation order, each rule with its action and
// provenance (HNS object → Kubernetes object), as vfpctrl /list-rule would show them.
import { useState } from 'react';
import { formatPrefix } from '../../core/net/ip';
import { protocolName } from '../../core/net/protocol';
import type { Conditions, Port, Rule } from '../../core/vfp/model';
import { layersInOrder } from '../../core/vfp/pipeline';
import { rulesInOrder } from '../../core/vfp/group-index';

function conditionText(c: Conditions): string {
  const parts: string[] = [];
  if (c.srcIp) parts.push(`src ${c.srcIp.map(formatPrefix).join(',')}`);
  if (c.dstIp) parts.push(`dst ${c.dstIp.map(formatPrefix).join(',')}`);
  if (c.protocols) parts.push(c.protocols.map(protocolName).join(','));
  if (c.srcPorts) parts.push(`sport ${c.srcPorts.map((r) => (r.lo === r.hi ? r.lo : `${r.lo}-${r.hi}`)).join(',')}`);
  if (c.dstPorts) parts.push(`dport ${c.dstPorts.map((r) => (r.lo === r.hi ? r.lo : `${r.lo}-${r.hi}`)).join(',')}`);
  if (c.vni !== undefined) parts.push(`VNI ${c.vni}`);
  if (c.encapsulated !== undefined) parts.push(c.encapsulated ? 'encapsulated' : 'not encapsulated');
  return parts.join(' · ') || '<none>';
}

function RuleRow({ r }: { r: Rule }) {
  const p = r.provenance;
  return (
    <li className="rounded border border-slate-200 p-1.5 dark:border-slate-700">
      <div className="flex justify-between gap-2">
        <code className="truncate text-[11px] font-semibold" title={r.id}>
          {r.friendlyName ?? r.id}
        </code>
        <span className="shrink-0 text-[11px] text-slate-500">prio {r.priority}</span>
      </div>
      <div className="text-[11px]">
        <span className={r.action.type === 'block' ? 'font-semibold text-rose-700 dark:text-rose-400' : 'font-semibold'}>{r.action.type}</span>
        <span className="text-slate-500"> · {r.flags.raw} {r.flags.terminating ? 'terminating' : ''} {r.flags.stateful ? 'stateful' : ''}</span>
      </div>
      <div className="font-mono text-[11px] text-slate-600 dark:text-slate-400">{conditionText(r.conditions)}</div>
      {p && (
        <div className="text-[11px] text-slate-500">
          {p.hns ? `HNS ${p.hns.type}` : ''}
          {p.k8s ? ` ← ${p.k8s.kind} ${p.k8s.namespace ? `${p.k8s.namespace}/` : ''}${p.k8s.name}` : ''}
          {p.by ? ` · by ${p.by}` : ''}
        </div>
      )}
    </li>
  );
}

export function PortRules({ port }: { port: Port }) {
  const [dir, setDir] = useState<'out' | 'in'>('out');
  return (
    <div className="space-y-2 text-sm" data-testid="port-rules">
      <div>
        <div className="font-semibold">{port.kind === 'endpoint' ? 'Pod port' : port.kind === 'host' ? 'Host vNIC port' : 'External port'}</div>
        <div className="font-mono text-[11px] break-all">{port.id}</div>
        <div className="text-xs text-slate-500">friendly name {port.friendlyName}{port.owner ? ` · ${port.owner}` : ''}</div>
      </div>
      <div role="radiogroup" aria-label="Direction" className="inline-flex rounded-md border border-slate-300 text-xs dark:border-slate-600">
        {(['out', 'in'] as const).map((d) => (
          <button key={d} type="button" role="radio" aria-checked={dir === d} onClick={() => setDir(d)} className={`px-2 py-1 ${dir === d ? 'bg-sky-600 text-white' : ''}`}>
            {d.toUpperCase()} {d === 'out' ? '(leaving the vNIC)' : '(towards the vNIC)'}
          </button>
        ))}
      </div>
      <ol className="space-y-2">
        {layersInOrder(port, dir).map((l) => (
          <li key={l.name} className="rounded-md border border-slate-300 p-1.5 dark:border-slate-600">
            <div className="flex justify-between text-xs font-semibold">
              <code>{l.name}</code>
              <span className="font-normal text-slate-500">priority {l.priority} · {l.stateful ? 'stateful' : 'stateless'} · default {l.defaultAction[dir]}</span>
            </div>
            {l.groups.map((g) => (
              <div key={g.name} className={`mt-1 ${g.direction !== dir || g.family !== 'ipv4' ? 'opacity-40' : ''}`}>
                <div className="text-[11px] font-medium">
                  <code>{g.name}</code> · {g.direction.toUpperCase()} · {g.family} · {g.matchType === 'lpm' ? 'longest-prefix match' : 'priority-based match'} · {g.rules.length} rules
                </div>
                {g.direction === dir && g.family === 'ipv4' && (
                  <ul className="mt-0.5 space-y-0.5">
                    {rulesInOrder(g).slice(0, 50).map((r) => (
                      <RuleRow key={r.id} r={r} />
                    ))}
                    {g.rules.length > 50 && <li className="text-[11px] text-slate-500">… and {g.rules.length - 50} more</li>}
                  </ul>
                )}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
