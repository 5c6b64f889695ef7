// The scenario's probes: pick one to send it. Each shows what it expects and, once traced, what
// happened.
import { useApp, usePlayer, useScenario } from '../app-context';
import { CheckIcon, CrossIcon } from '../common/icons';
import { checkExpect } from '../../cluster/simulation';
import { traceProbe } from '../../state/simulation';
import type { ProbeSpec } from '../../cluster/scenario/schema';

function Outcome({ probe }: { probe: ProbeSpec }) {
  const scenario = useScenario((s) => s.scenario);
  const r = traceProbe(scenario, probe);
  if (!r.ok) return <span className="text-xs text-rose-700 dark:text-rose-400">{r.message}</span>;
  const v = r.value.trace.request.verdict;
  const diff = checkExpect(probe, r.value.trace);
  const ok = v.outcome === 'delivered';
  return (
    <span className="flex items-center gap-1 text-xs">
      <span className={`inline-flex items-center gap-0.5 ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>
        {ok ? <CheckIcon width={12} /> : <CrossIcon width={12} />}
        {v.outcome}
        {v.reason ? ` ${v.reason}` : ''}
      </span>
      {probe.expect && (diff.length ? <span className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900 dark:text-amber-100" title={diff.join('\n')}>not as expected</span> : <span className="text-slate-500">as expected</span>)}
    </span>
  );
}

export function ProbePanel() {
  const app = useApp();
  const probes = useScenario((s) => s.scenario.probes);
  const current = usePlayer((s) => s.probe?.name);
  const send = (p: ProbeSpec) => {
    app.player.getState().show(app.scenario.getState().scenario, p);
    app.playhead.getState().setStep(0);
    app.playhead.getState().play();
  };
  return (
    <section aria-labelledby="probes-h" className="space-y-2">
      <h2 id="probes-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Probes
      </h2>
      {probes.length === 0 && <p className="text-sm text-slate-500">This scenario has no probes yet.</p>}
      <ul className="space-y-1.5">
        {probes.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              onClick={() => send(p)}
              aria-pressed={current === p.name}
              data-testid={`probe-${p.name}`}
              className={`w-full rounded-lg border px-2.5 py-1.5 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${current === p.name ? 'border-sky-600 bg-sky-50 dark:border-sky-500 dark:bg-sky-950/40' : 'border-slate-200 dark:border-slate-700'}`}
            >
              <div className="text-sm font-medium">{p.name}</div>
              <div className="font-mono text-xs text-slate-600 dark:text-slate-400">
                {p.protocol} {p.from} → {p.to}
              </div>
              <Outcome probe={p} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
