// Import mode's before/after: a second set of dumps (after a fix, a reboot, a kube-proxy restart, an
// upgrade, or another node) rebuilt the same way, taken after the replayed one or before it, and the
// probes in view walked in both: which change verdict, where the walks part; and rule by rule (issue
// 26 item 2) what the later state added, removed and changed, the rule that explains each new
// verdict, and the close-up marks of the later state (Build mode's RuleChanges).
import { useState } from 'react';
import type { ProbeComparison } from '../../cluster/compare/compare';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import type { MatrixDiff } from '../../io/compare/states';
import type { AfterResult, AfterRole } from '../../state/compare-walk';
import { useApp, usePlayer, useScenario } from '../app-context';
import { button, field } from '../common/controls';
import { Section } from '../common/Section';
import { RuleChanges } from '../matrix/RuleChanges';
import { readPicked } from './read-files';
import { useImport } from './use-import';
import { useNarrationLang } from '../i18n/narration';
import { sayCompare, sayDivergence } from '../i18n/messages/compare-say';
import { sayRead } from '../i18n/messages/read-say';
import { compareText } from '../../cluster/compare/messages';
import { useT } from '../i18n/use-t';
import '../i18n/words/import-en';

const show = (o: ProbeComparison['before'], t: ReturnType<typeof useT>) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}${o.endpoint ? ` ${t('import.at', { where: o.endpoint })}` : ''}`;

export function AfterSection() {
  const app = useApp();
  const sayLang = useNarrationLang();
  const outcome = useImport((s) => s.outcome);
  const replayedFrom = useImport((s) => s.replayedFrom);
  const compareAfter = useImport((s) => s.compareAfter);
  const playing = usePlayer((s) => s.probe);
  const doc = useScenario((s) => s.scenario);
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<AfterRole>('after');
  const t = useT();
  const [result, setResult] = useState<{ names: string[]; probes: ProbeSpec[]; got: AfterResult }>();
  if (!outcome?.ok) return null;
  // The probe on screen first, then the replay's hints: dumps carry no probes of their own.
  // Named after the hint's words, so that the list reads as the hints do.
  const probes: ProbeSpec[] = [...(playing ? [playing] : []), ...outcome.probes.map((h) => ({ ...h.probe, name: h.label }))].filter((p, i, all) => all.findIndex((q) => q.from === p.from && q.to === p.to && q.protocol === p.protocol) === i);
  const take = async (list: FileList | null) => {
    if (!list?.length) return;
    const { inputs } = await readPicked([...list].map((file) => ({ file, path: file.webkitRelativePath || file.name })));
    setBusy(true);
    setResult({ names: inputs.map((i) => i.name), probes, got: await compareAfter(inputs, probes, role) });
    setBusy(false);
  };
  const got = result?.got;
  // The later state: the "after" set's node, or the replay itself when the new set was taken before it.
  const later = got && 'probes' in got ? (got.after ?? outcome.scenario) : undefined;
  // A swap between the comparison's two states: the user chose it, so no "replaced your work" offer;
  // other work on the canvas (edited since, or another document) is offered back as any load's is.
  const showLater = () => {
    if (!result || !later || doc === later) return;
    app.scenario.getState().load(later, { kind: 'import', files: result.names }, 'show the “after” node', { offerBack: doc !== outcome.scenario });
  };
  const showReplay = () => {
    if (doc === outcome.scenario) return;
    app.scenario.getState().load(outcome.scenario, { kind: 'import', files: replayedFrom.map((i) => i.name) }, 'show the replay', { offerBack: doc !== later });
  };
  return (
    <Section id="import-after" title={t('import.beforeAfter')} testId="import-after">
      <div className="space-y-1.5 text-sm">
        <p className="text-slate-700 dark:text-slate-300">{t('import.afterIntro', { n: probes.length })}</p>
        <label className="flex flex-wrap items-center gap-2">
          <span>{t('import.afterRole')}</span>
          <select className={field} value={role} onChange={(e) => setRole(e.target.value as AfterRole)} data-testid="after-role">
            <option value="after">{t('import.afterRoleAfter')}</option>
            <option value="before">{t('import.afterRoleBefore')}</option>
          </select>
        </label>
        <label className="inline-flex items-center gap-2">
          <span>{t('import.after')}</span>
          <input type="file" multiple data-testid="after-files" onChange={(e) => void take(e.target.files)} className="text-sm" />
        </label>
        {busy && <p role="status">{t('import.afterBusy')}</p>}
        {got && 'error' in got && <p className="text-rose-800 dark:text-rose-300">{t('import.afterNoNode', { why: sayRead(sayLang, got.error, got.errorMsg) })}</p>}
        {got && 'probes' in got && later && (
          <div data-testid="after-result" className="space-y-2">
            <p>{t(got.role === 'before' ? 'import.beforeCount' : 'import.afterCount', { changed: got.probes.filter((p) => p.changed).length, count: got.probes.length, files: got.files })}</p>
            <ul className="mt-1 space-y-1">
              {got.probes.map((p) => (
                <li key={p.name} data-changed={p.changed} className={p.changed ? 'rounded bg-amber-100 p-1 dark:bg-amber-900/40' : 'text-slate-600 dark:text-slate-400'}>
                  <span className="font-semibold">{p.name}</span>: {show(p.before, t)}
                  {p.changed && <> → <b>{show(p.after, t)}</b></>}
                  {p.divergesAt && <div className="text-xs">{t('import.partsAt', { step: p.divergesAt.step, text: sayDivergence(sayLang, p.divergesAt, p.traces) })}</div>}
                </li>
              ))}
            </ul>
            {got.skipped.map((m) => (
              <p key={compareText(m)} className="text-xs text-slate-600 dark:text-slate-400">
                {sayCompare(sayLang, m)}
              </p>
            ))}
            <MatrixChanges diff={got.matrix} />
            {got.rules.unlike.length > 0 && (
              <p className="rounded bg-amber-100 p-1 text-xs dark:bg-amber-900/40" data-testid="after-unlike">
                {t('import.afterUnlike', { nodes: got.rules.unlike.join(', ') })}
              </p>
            )}
            {got.after && doc !== later && (
              <button type="button" className={button} title={t('import.afterShowTitle')} onClick={showLater} data-testid="after-show">
                {t('import.afterShow')}
              </button>
            )}
            {got.after && doc === later && (
              <button type="button" className={button} onClick={showReplay} data-testid="after-show-replay">
                {t('import.afterShowReplay')}
              </button>
            )}
            <RuleChanges changes={got.rules} probes={got.probes} scenario={later} specs={result.probes} onOpen={showLater} />
          </div>
        )}
      </div>
    </Section>
  );
}

/** Cells of the matrix diff shown at once; the rest are counted. */
const MATRIX_ROWS = 40;

/** The whole node's matrix in both states: the cells whose outcome changed (as `diff --matrix`). */
function MatrixChanges({ diff }: { diff: MatrixDiff }) {
  const t = useT();
  const cells = diff.changed.length + diff.same;
  if (!cells && !diff.onlyBefore && !diff.onlyAfter) return <p className="text-xs text-slate-600 dark:text-slate-400">{t('import.matrixNone')}</p>;
  const outcome = (o: { outcome: string; reason: string | null }) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}`;
  return (
    <div data-testid="after-matrix" className="space-y-1">
      <p>{t('import.matrixDiff', { changed: diff.changed.length, cells })}</p>
      {(diff.onlyBefore > 0 || diff.onlyAfter > 0) && <p className="text-xs">{t('import.matrixOnly', { before: diff.onlyBefore, after: diff.onlyAfter })}</p>}
      {diff.changed.length > 0 && (
        <ul className="space-y-0.5 font-mono text-xs">
          {diff.changed.slice(0, MATRIX_ROWS).map((c) => (
            <li key={`${c.from}|${c.to}|${c.protocol}`} className="rounded bg-amber-100 px-1 dark:bg-amber-900/40">
              {c.from} → {c.to}/{c.protocol}: {outcome(c.before)} → <b>{outcome(c.after)}</b>
            </li>
          ))}
        </ul>
      )}
      {diff.changed.length > MATRIX_ROWS && <p className="text-xs">{t('import.matrixMore', { n: diff.changed.length - MATRIX_ROWS })}</p>}
    </div>
  );
}
