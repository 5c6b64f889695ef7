// The outcome, the reason code, the deciding port/layer/group/rule, the HNS object and the
// Kubernetes object behind that rule, a plain explanation and a hint; for a drop, the nearest rule
// that would have allowed the packet and the condition that stopped it.
import type { LegResult } from '../../core/trace/trace';
import { REASONS } from '../../core/trace/reasons';
import { placeText } from '../../io/trace/json';
import { CheckIcon, CrossIcon } from '../common/icons';

export function VerdictPanel({ leg, title }: { leg: LegResult; title: string }) {
  const v = leg.verdict;
  const ok = v.outcome === 'delivered';
  const prov = v.rule?.provenance;
  return (
    <div className={`rounded-lg border-2 p-2.5 text-sm ${ok ? 'border-emerald-400 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950/40' : 'border-rose-400 bg-rose-50 dark:border-rose-700 dark:bg-rose-950/40'}`} data-testid={`verdict-${title.toLowerCase()}`}>
      <div className="flex items-center gap-1.5 font-semibold">
        {ok ? <CheckIcon className="text-emerald-700" /> : <CrossIcon className="text-rose-700" />}
        <span>
          {title}: {v.outcome}
        </span>
        {v.reason && <code className="rounded bg-rose-200 px-1 text-rose-900 dark:bg-rose-900 dark:text-rose-100">{v.reason}</code>}
      </div>
      {ok && leg.delivered && <div className="mt-1">to <code>{leg.delivered.endpoint}</code></div>}
      {v.reason && <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">{REASONS[v.reason]}</div>}
      <p className="mt-1">{v.message}</p>
      {v.at && <div className="mt-1 font-mono text-xs">{placeText(v.at)}{v.at.layer ? ` · ${v.at.layer}` : ''}{v.at.group ? ` · ${v.at.group}` : ''}</div>}
      {v.rule && (
        <div className="mt-2 rounded border border-slate-300 bg-white p-2 text-xs dark:border-slate-600 dark:bg-slate-900">
          <div>
            rule <code>{v.rule.friendlyName ?? v.rule.id}</code> in <code>{v.rule.layer}</code>
          </div>
          {prov?.hns && (
            <div>
              made by HNS {prov.hns.type} <code>{prov.hns.id}</code>
            </div>
          )}
          {prov?.k8s && (
            <div>
              for Kubernetes {prov.k8s.kind} <code>{prov.k8s.namespace ? `${prov.k8s.namespace}/` : ''}{prov.k8s.name}</code>
            </div>
          )}
          {prov?.by && <div className="text-slate-500">programmed by {prov.by}</div>}
        </div>
      )}
      {v.nearestAllow && (
        <div className="mt-2 text-xs" data-testid="nearest-allow">
          nearest allowing rule: <code>{v.nearestAllow.ruleName ?? v.nearestAllow.rule}</code> — stopped by{' '}
          {v.nearestAllow.failed.map((f) => `${f.label} ${f.actual} (needs ${f.expected})`).join('; ')}
        </div>
      )}
      {v.hint && <div className="mt-2 rounded bg-amber-100 p-1.5 text-xs text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">hint: {v.hint}</div>}
    </div>
  );
}
