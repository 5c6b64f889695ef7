// The Matrix view's store (one per app, computed by the matrix worker) and what a cell says: its
// place and tooltip in the chosen language, and the click that opens its trace at its deciding step.
import '../i18n/words/matrix-en';
import { useStore } from 'zustand';
import type { MatrixCell } from '../../cluster/matrix/matrix';
import type { Place } from '../../core/trace/trace';
import type { App } from '../../state/app';
import { cellProbe, decidingStep, matrixStoreOf, type MatrixActions, type MatrixState, type MatrixStore } from '../../state/matrix-store';
import { useApp } from '../app-context';
import type { T } from '../i18n/use-t';
import { workerMatrixComputer } from './matrix-worker';

/** The worker where there are workers (the app), in-process elsewhere (unit tests in jsdom). */
const computer = typeof Worker === 'undefined' ? undefined : workerMatrixComputer;

export const matrixStore = (app: App): MatrixStore => matrixStoreOf(app, computer);

export function useMatrix<R>(select: (s: MatrixState & MatrixActions) => R): R {
  return useStore(matrixStore(useApp()), select);
}

/** Where a cell was decided, in words: "win-node-2 · port of pod/default/api · inbound · ACL_ENDPOINT_LAYER". */
export function placeWords(t: T, at: Place): string {
  const where =
    at.place === 'port'
      ? t('matrix.place.portOf', { owner: at.owner ?? at.portName ?? at.port ?? '' })
      : at.place === 'compartment'
        ? t('matrix.place.compartmentOf', { owner: at.owner ?? at.compartment ?? '' })
        : at.place === 'switch'
          ? t('matrix.place.switch')
          : t('matrix.place.wire', { link: at.link ?? '' });
  const dir = at.direction === 'in' ? t('matrix.dir.in') : at.direction === 'out' ? t('matrix.dir.out') : undefined;
  return [at.node, where, dir, at.layer, at.group].filter(Boolean).join(' · ');
}

export const outcomeWord = (t: T, c: MatrixCell): string => t(`matrix.outcome.${c.outcome}`);

/** The tooltip: outcome and reason, the deciding place and rule, why, the reply, the probe's expectation. */
export function cellTip(t: T, c: MatrixCell): string {
  const lines = [`${c.from} → ${c.to} (${c.protocol})`, `${c.outcome === 'unknown' && c.why ? t('matrix.unknownMissing', { why: c.why }) : outcomeWord(t, c)}${c.reason ? ` · ${c.reason}` : ''}`];
  if (c.at) lines.push(t('matrix.tip.at', { place: placeWords(t, c.at) }));
  if (c.rule) lines.push(t('matrix.tip.rule', { rule: c.rule }));
  if (c.why && c.outcome !== 'unknown') lines.push(t('matrix.tip.why', { why: c.why }));
  if (c.reply) lines.push(t('matrix.tip.reply', { outcome: c.reply.outcome, reason: c.reply.reason ?? '' }));
  if (c.expect) lines.push(c.expect.holds ? t('matrix.tip.holds', { probe: c.expect.probe }) : t('matrix.tip.mismatch', { probe: c.expect.probe, mismatch: (c.expect.mismatch ?? []).join('; ') }));
  lines.push(t('matrix.tip.open'));
  return lines.join('\n');
}

/** Opens the cell's trace (the walk `trace --from --to` makes) in Trace mode, at its deciding step. */
export function openCell(app: App, c: MatrixCell): void {
  const s = app.scenario.getState().scenario;
  app.ui.getState().set('mode', 'trace');
  app.player.getState().show(s, cellProbe(c), 'adhoc');
  const r = app.player.getState().result;
  if (r) app.playhead.getState().setStep(decidingStep(r.trace));
}
