// The inspector for the current step (ui-guide: right panel): the step, its VFP evaluation, the
// headers, the load balancer, the verdict. With no trace, the selected port's rules.
import { useApp, usePlayer, usePlayhead, useScenario, useUi } from '../app-context';
import { simulationOf } from '../../state/simulation';
import { HeadersPanel } from './HeadersPanel';
import { PortRules } from './PortRules';
import { StepPanel } from './StepPanel';
import { VerdictPanel } from './VerdictPanel';
import { LbPanel } from './LbPanel';

function SelectedPort() {
  const sel = useUi((s) => s.selection);
  const scenario = useScenario((s) => s.scenario);
  if (sel?.kind !== 'port') return null;
  const sim = simulationOf(scenario);
  if (sim instanceof Error) return null;
  const h = sim.world.hosts.get(sel.node);
  const port = h?.kind === 'windows' ? h.vswitch.ports.find((p) => p.id === sel.port) : undefined;
  return port ? <PortRules port={port} /> : null;
}

export function Inspector() {
  const app = useApp();
  const result = usePlayer((s) => s.result);
  const step = usePlayhead((s) => s.step);
  const sel = useUi((s) => s.selection);
  const events = result?.trace.events;
  const ev = step > 0 ? events?.[step - 1] : undefined;
  const prev = step > 1 ? events?.[step - 2] : undefined;
  const lb = events?.slice(0, step).reverse().find((e) => e.lb)?.lb;
  const done = !!events && step >= events.length;
  return (
    <div className="space-y-3 p-3" data-testid="inspector">
      {sel?.kind === 'port' && (
        <section aria-label="Selected port">
          <div className="mb-1 flex items-center justify-between">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Port rules</h2>
            <button type="button" className="text-xs text-sky-700 underline dark:text-sky-400" onClick={() => app.ui.getState().select(undefined)}>
              close
            </button>
          </div>
          <SelectedPort />
        </section>
      )}
      {ev && <StepPanel ev={ev} step={step} />}
      {lb && <LbPanel lb={lb} />}
      {ev && (
        <section aria-label="Headers">
          <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-500">Headers</h2>
          <HeadersPanel packet={ev.packet} previous={prev?.packet} />
        </section>
      )}
      {result && done && (
        <section aria-label="Verdict" className="space-y-2">
          <VerdictPanel leg={result.trace.request} title="Request" />
          {result.trace.reply && <VerdictPanel leg={result.trace.reply} title="Reply" />}
        </section>
      )}
      {!result && sel?.kind !== 'port' && <p className="text-sm text-slate-500">Send a probe to inspect each step, or click a port in a node view to see its VFP rules.</p>}
    </div>
  );
}
