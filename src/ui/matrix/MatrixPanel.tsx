// The Matrix mode's left panel: the protocol, "failing cells only", grouping by namespace or node,
// the walk's progress (with Cancel), the counts and legend, and the cell under the pointer or focus
// read out in full (its deciding place and rule, why, the reply, the probe's expectation), with the
// way to its trace and to what would make it pass.
import '../i18n/words/matrix-en';
import type { MatrixCell } from '../../cluster/matrix/matrix';
import type { Protocol } from '../../core/net/protocol';
import type { MatrixGrouping } from '../../state/matrix-store';
import { useApp, useScenario } from '../app-context';
import { button, field, linkButton, toggle } from '../common/controls';
import { useT, type T } from '../i18n/use-t';
import { OutcomeGlyph } from './MatrixView';
import { matrixStore, openCell, outcomeWord, placeWords, useMatrix } from './use-matrix';
import { useReplayNeeds } from './use-replay-needs';
import { ReplyIcon } from '../common/icons';
import { CellFixes } from './CellFixes';
import { useNarrationLang } from '../i18n/narration';
import { sayUnwalked } from '../i18n/messages/replay-say';
import { sayWalkProblem } from '../i18n/messages/walk-say';

const PROTOCOLS: Protocol[] = ['tcp', 'udp', 'sctp'];
const GROUPINGS: MatrixGrouping[] = ['none', 'namespace', 'node'];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-x-2 py-0.5">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CellDetail({ cell, t }: { cell: MatrixCell; t: T }) {
  const lang = useNarrationLang();
  const why = cell.why && sayUnwalked(lang, cell.why, cell.whyMsg);
  const app = useApp();
  const mismatch = !!cell.expect && !cell.expect.holds;
  return (
    <div className="space-y-2" data-testid="matrix-detail">
      <dl className="text-sm">
        <Row label={t('matrix.detail.from')}>
          <span className="font-mono text-xs">{cell.from}</span>
        </Row>
        <Row label={t('matrix.detail.to')}>
          <span className="font-mono text-xs">
            {cell.to} ({cell.protocol})
          </span>
        </Row>
        <Row label={t('matrix.detail.outcome')}>
          <span className="inline-flex items-center gap-1">
            <OutcomeGlyph outcome={cell.outcome} />
            {outcomeWord(t, cell)}
            {cell.reason && <span className="font-mono text-xs">{cell.reason}</span>}
          </span>
        </Row>
        {cell.at && <Row label={t('matrix.detail.at')}>{placeWords(t, cell.at)}</Row>}
        {cell.rule && (
          <Row label={t('matrix.detail.rule')}>
            <span className="font-mono text-xs">{cell.rule}</span>
          </Row>
        )}
        {why && <Row label={t('matrix.detail.why')}>{cell.outcome === 'unknown' ? t('matrix.unknownMissing', { why }) : why}</Row>}
        {cell.reply && (
          <Row label={t('matrix.detail.reply')}>
            <span className="inline-flex items-center gap-1">
              <ReplyIcon width={12} height={12} aria-hidden />
              {cell.reply.outcome} <span className="font-mono text-xs">{cell.reply.reason}</span>
            </span>
          </Row>
        )}
        {cell.expect && (
          <Row label={t('matrix.detail.expect')}>
            <span className={mismatch ? 'font-semibold text-amber-800 dark:text-amber-300' : ''} data-testid="matrix-detail-expect">
              {mismatch ? t('matrix.detail.mismatch', { probe: cell.expect.probe, mismatch: (cell.expect.mismatch ?? []).join('; ') }) : t('matrix.detail.holds', { probe: cell.expect.probe })}
            </span>
          </Row>
        )}
      </dl>
      <button type="button" className={button} onClick={() => openCell(app, cell)} data-testid="matrix-open">
        {t('matrix.detail.open')}
      </button>
      <CellFixes cell={cell} />
    </div>
  );
}

export function MatrixPanel() {
  const app = useApp();
  const t = useT();
  const store = matrixStore(app);
  const scenario = useScenario((s) => s.scenario);
  const status = useMatrix((s) => s.status);
  const error = useMatrix((s) => s.error);
  const errorMsg = useMatrix((s) => s.errorMsg);
  const lang = useNarrationLang();
  const received = useMatrix((s) => s.received);
  const total = useMatrix((s) => s.sources.length * s.destinations.length);
  const protocol = useMatrix((s) => s.protocol);
  const failingOnly = useMatrix((s) => s.failingOnly);
  const grouping = useMatrix((s) => s.grouping);
  const hovered = useMatrix((s) => (s.hovered === undefined ? undefined : s.cells[s.hovered]));
  // The counts follow the chunks (the store tallies each chunk as it comes).
  const nFailing = useMatrix((s) => s.tally.failing);
  const nMismatch = useMatrix((s) => s.tally.mismatch);
  const needs = useReplayNeeds();
  const again = () => void store.getState().compute({ scenario, ...(protocol ? { protocol } : {}), ...(Array.isArray(needs) ? { needs } : {}) }, true);

  return (
    <div className="space-y-4 p-3" data-testid="matrix-panel">
      <div>
        <h2 className="text-base font-semibold">{t('matrix.title')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('matrix.intro')}</p>
      </div>
      <div className="space-y-2 text-sm">
        <label className="block">
          <span className="text-slate-600 dark:text-slate-400">{t('matrix.protocol')}</span>
          <select
            className={field}
            value={protocol ?? ''}
            onChange={(e) => {
              const p = e.target.value as Protocol | '';
              void store.getState().compute({ scenario, ...(p ? { protocol: p } : {}), ...(Array.isArray(needs) ? { needs } : {}) });
            }}
            data-testid="matrix-protocol"
          >
            <option value="">{t('matrix.protocolAll')}</option>
            {PROTOCOLS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="text-slate-600 dark:text-slate-400">{t('matrix.groupBy')}</span>
          <select className={field} value={grouping} onChange={(e) => store.getState().setGrouping(e.target.value as MatrixGrouping)} data-testid="matrix-group">
            {GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`matrix.group.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={toggle(failingOnly)} aria-pressed={failingOnly} onClick={() => store.getState().setFailingOnly(!failingOnly)} data-testid="matrix-failing-only">
          {t('matrix.failingOnly')}
        </button>
      </div>
      <div className="space-y-1 text-sm" role="status" aria-live="polite" data-testid="matrix-status">
        {status === 'computing' && (
          <>
            <p>{total ? t('matrix.progress', { done: received, total }) : t('matrix.starting')}</p>
            <progress className="h-2 w-full" max={total || 1} value={received} aria-label={t('matrix.progress', { done: received, total })} />
            <button type="button" className={button} onClick={() => store.getState().cancel()}>
              {t('matrix.cancel')}
            </button>
          </>
        )}
        {status === 'done' && total > 0 && <p data-testid="matrix-counts">{t('matrix.counts', { total, failing: nFailing, mismatch: nMismatch })}</p>}
        {status === 'failed' && (
          <p className="text-rose-800 dark:text-rose-300" data-testid="matrix-error">
            {errorMsg?.id === 'walk.cancelled' ? t('matrix.cancelled') : t('matrix.failed', { error: sayWalkProblem(lang, error ?? '', errorMsg) })}
          </p>
        )}
        {status !== 'computing' && (
          <button type="button" className={linkButton} onClick={again}>
            {t('matrix.again')}
          </button>
        )}
        {Array.isArray(needs) && <p className="text-xs text-slate-600 dark:text-slate-400">{t('matrix.replayNote')}</p>}
      </div>
      <section>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('matrix.detail.title')}</h3>
        <div className="mt-1.5">{hovered ? <CellDetail cell={hovered} t={t} /> : <p className="text-sm text-slate-600 dark:text-slate-400">{t('matrix.detail.hint')}</p>}</div>
      </section>
      <section>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('matrix.legend')}</h3>
        <ul className="mt-1.5 space-y-1 text-sm">
          {(['delivered', 'dropped', 'rejected', 'unknown'] as const).map((o) => (
            <li key={o} className="flex items-center gap-1.5">
              <span className={`inline-flex h-5 w-7 items-center justify-center rounded border ${o === 'delivered' ? 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300' : o === 'unknown' ? 'border-dashed border-slate-400 bg-slate-50 dark:bg-slate-800' : 'border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-700 dark:bg-rose-950/40 dark:text-rose-300'}`}>
                <OutcomeGlyph outcome={o} />
              </span>
              {t(`matrix.outcome.${o}`)}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-flex h-5 w-7 items-center justify-center rounded bg-amber-500 font-bold text-white">
              ≠
            </span>
            {t('matrix.legend.mismatch')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-flex h-5 w-7 items-center justify-center text-rose-700 dark:text-rose-400">
              <ReplyIcon width={12} height={12} />
            </span>
            {t('matrix.legend.reply')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-flex h-5 w-7 rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" />
            {t('matrix.legend.pending')}
          </li>
        </ul>
      </section>
    </div>
  );
}
