// "Replay this node": the scenario built from the files goes on the canvas (undo brings back what
// was there). The report says what the files did not say (missing) and what was put in its place
// (assumed), so nobody mistakes a guess for evidence.
import { useState } from 'react';
import type { Needs, ReplayOutcome } from '../../state/import-store';
import { belongsTo, canReplay } from '../../state/import-store';
import { fileOfBytes } from './read-files';
import { useApp, useScenario } from '../app-context';
import { button, linkButton, primaryButton } from '../common/controls';
import { CheckIcon, CrossIcon } from '../common/icons';
import { Section } from '../common/Section';
import { spokenPercent } from './spoken-progress';
import { useImport, useImportStore } from './use-import';
import { counted } from './words';
import { useLang, useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import '../i18n/words/import-en';
import { useNarrationLang } from '../i18n/narration';
import { sayNeeds, sayReplayReport } from '../i18n/messages/replay-say';
import { sayRead } from '../i18n/messages/read-say';
import type { Msg } from '../../core/message';

/** Long lists (one line per hnsdiag endpoint) show their head first. */
const SHOWN = 4;

/** A report's list: its English, and the values that say it in another language, item for item. */
function ReportList({ title, items, msgs, testId }: { title: string; items: string[]; msgs: readonly Msg[]; testId: string }) {
  const [all, setAll] = useState(false);
  const t = useT();
  const lang = useNarrationLang();
  if (!items.length) return null;
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold">
        {title} ({items.length})
      </h3>
      <ul className="ml-4 list-disc space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
        {(all ? items : items.slice(0, SHOWN)).map((x, i) => (
          <li key={x}>{sayReplayReport(lang, x, msgs[i])}</li>
        ))}
      </ul>
      {items.length > SHOWN && (
        <button type="button" className={`${linkButton} ml-4`} onClick={() => setAll(!all)}>
          {all ? t('import.showFewer') : t('import.showMore', { n: items.length - SHOWN })}
        </button>
      )}
    </div>
  );
}

/** The one "what is missing" message: what the walk needs, and the command whose output supplies it. */
export function Missing({ needs }: { needs: Needs }) {
  const said = sayNeeds(useNarrationLang(), needs);
  return (
    <p className="mt-1 break-words" data-testid="replay-needs">
      {said.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') ? <code key={i} className="font-mono text-xs">{part.slice(1, -1)}</code> : part))}
    </p>
  );
}

function Replayed({ outcome }: { outcome: Extract<ReplayOutcome, { ok: true }> }) {
  const app = useApp();
  const session = useImportStore();
  const onCanvas = useScenario((s) => s.source.kind === 'import');
  const t = useT();
  const lang = useLang();
  const { scenario, node } = outcome;
  if (!onCanvas)
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300" data-testid="replay-elsewhere">
        {t('import.elsewhere')}
      </p>
    );
  const pods = scenario.pods.filter((p) => p.node === node).length;
  // A capture among the files (the collect script's zip holds one) goes to Trace mode with the node,
  // where it is lined up with the walk.
  const toTrace = () => {
    app.ui.getState().set('mode', 'trace');
    const { inputs, imported } = session.getState();
    const captures = inputs.filter((i) => imported.files.some((f) => belongsTo(f.file, i.name) && f.format?.startsWith('pktmon-')));
    if (captures.length) void app.capture.getState().load(captures.map((i) => ({ name: i.name, file: fileOfBytes.get(i.bytes) ?? new Blob([i.bytes.slice()]) })));
  };
  const files = outcome.report.sources.flatMap((s) => s.files).length;
  return (
    <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-2 text-sm dark:border-emerald-700 dark:bg-emerald-950/40" role="status" data-testid="replay-done">
      <p className="flex items-start gap-1.5">
        <CheckIcon className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <span>
          {node ? fill(t('import.nodeOnCanvas', { pods: counted(pods, 'import.nPodsLower', lang) }), { node: <span className="font-mono">{node}</span> }) : t('import.clusterOnCanvas')}
          {files ? t('import.rebuiltFrom', { files: counted(files, 'import.nFiles', lang) }) : ''}
          {t('import.sendBelow')}
        </span>
      </p>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {node && (
          <button type="button" className={button} onClick={() => app.ui.getState().open({ kind: 'node', node })}>
            {t('import.showNode')}
          </button>
        )}
        <button type="button" className={button} onClick={() => toTrace()} data-testid="to-trace">
          {t('import.toTrace')}
        </button>
      </div>
    </div>
  );
}

export function ReplaySection() {
  const imported = useImport((s) => s.imported);
  const outcome = useImport((s) => s.outcome);
  const stale = useImport((s) => s.stale);
  const replay = useImport((s) => s.replay);
  const replaying = useImport((s) => s.replaying);
  const received = useImport((s) => s.received);
  const cancel = useImport((s) => s.cancel);
  const ready = canReplay(imported);
  const t = useT();
  const lang = useNarrationLang();
  if (!imported.files.length) return null;
  return (
    <Section id="import-replay" title={t('import.replay')} testId="import-replay">
      <div className="space-y-2">
        <button type="button" className={`${primaryButton} w-full`} disabled={!ready || replaying} onClick={() => void replay()} data-testid="replay">
          {replaying ? t('import.replaying') : outcome?.ok && !stale ? t('import.replayAgain') : t('import.replayNode')}
        </button>
        {replaying && received && (
          <div className="space-y-1 text-sm" data-testid="replay-progress">
            {/* Heard at the start, halfway and at the end, not at every part. */}
            <p role="status" className="sr-only" data-testid="replay-progress-said">
              {t('import.receiving', { percent: spokenPercent(received.done, received.count) })}
            </p>
            <p aria-hidden="true">{t('import.receiving', { percent: Math.round((100 * received.done) / received.count) })}</p>
            <progress className="block h-2 w-full" max={received.count} value={received.done} aria-label={t('import.replaying')} />
          </div>
        )}
        {replaying && (
          <button type="button" className={`${button} w-full`} onClick={cancel} data-testid="replay-cancel">
            {t('import.replayCancel')}
          </button>
        )}
        {!ready && <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.notReady')}</p>}
        {stale && (
          <p role="status" className="text-sm font-semibold text-amber-800 dark:text-amber-300" data-testid="replay-stale">
            {t('import.stale')}
          </p>
        )}
        {outcome?.ok === false && (
          <div role="alert" className="rounded-lg border border-rose-300 bg-rose-50 p-2 text-sm dark:border-rose-800 dark:bg-rose-950/40" data-testid="replay-error">
            <p className="flex items-start gap-1.5 font-semibold text-rose-800 dark:text-rose-300">
              <CrossIcon className="mt-0.5 shrink-0" /> {t('import.notRebuilt')}
            </p>
            {outcome.deadEnd ? <Missing needs={outcome.deadEnd} /> : <p className="mt-1 font-mono text-xs break-words">{sayRead(lang, outcome.error, outcome.errorMsg)}</p>}
            <p className="mt-1">{t('import.twoNodes')}</p>
          </div>
        )}
        {outcome?.ok && <Replayed outcome={outcome} />}
        {outcome?.ok && outcome.deadEnd && (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-700 dark:bg-amber-950/40">
            <p className="font-semibold text-amber-900 dark:text-amber-200">{t('import.noWalkYet')}</p>
            <Missing needs={outcome.deadEnd} />
          </div>
        )}
        {outcome && (
          <>
            <ReportList title={t('import.missing')} items={outcome.report.missing} msgs={outcome.report.missingMsgs} testId="report-missing" />
            <ReportList title={t('import.assumed')} items={outcome.report.assumed} msgs={outcome.report.assumedMsgs} testId="report-assumed" />
          </>
        )}
      </div>
    </Section>
  );
}
