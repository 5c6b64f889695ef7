// The load balancer's choice: the backend list in order, the hash input, the hash and the choice.
import type { LoadBalancing } from '../../core/trace/trace';
import { ScaleIcon } from '../common/icons';

export function LbPanel({ lb }: { lb: LoadBalancing }) {
  return (
    <section aria-label="Load balancer" className="rounded-lg border-2 border-sky-400 bg-sky-50 p-2.5 text-sm dark:border-sky-700 dark:bg-sky-950/40" data-testid="lb-panel">
      <div className="flex items-center gap-1.5 font-semibold">
        <ScaleIcon className="text-sky-700" /> Load balancer {lb.vip}
      </div>
      <div className="mt-1 text-xs">
        distribution <code>{lb.distribution}</code> · hash(<code>{lb.hashInput}</code>) = <code>{lb.hash}</code> mod {lb.backends.length} = {lb.chosen.index}
      </div>
      <ol className="mt-1 space-y-0.5 text-xs">
        {lb.backends.map((b, i) => (
          <li key={`${b.ip}:${b.port}`} className={`flex justify-between rounded px-1.5 py-0.5 ${i === lb.chosen.index ? 'bg-sky-200 font-semibold dark:bg-sky-800' : ''}`}>
            <span>
              #{i + 1} <code>{b.ip}:{b.port}</code>
            </span>
            <span>{b.endpoint}{i === lb.chosen.index ? ' ← chosen' : ''}</span>
          </li>
        ))}
      </ol>
      <div className="mt-1 text-[11px] text-slate-500">The real VFP hash is not public: this is a documented model (FNV-1a).</div>
    </section>
  );
}
