// "What would make it pass": under the verdict, the changes that give the wanted outcome, each
// already walked again, smallest first and Kubernetes before raw VFP; each as the changed object's
// diff in its own format. "Try it" makes the change as an undoable edit of the document and shows
// the new walk at its end; "Undo" goes back.
import { loadValidation } from '../../state/validation';
import { useState } from 'react';
import { fixesFor, triedFix, tryLabel, type UiFix, type UiFixes } from '../../state/conclusions';
import { checkExpect } from '../../cluster/simulation';
import type { Trace } from '../../core/trace/trace';
import { useApp, usePlayer, useScenario } from '../app-context';
import { button, linkButton } from '../common/controls';
import { useNarrationLang } from '../i18n/narration';
import { sayFix } from '../i18n/messages/fixes-say';
import { useT, type T } from '../i18n/use-t';
import '../i18n/words/trace-en';

const LEVEL_TEXT: Record<string, string> = { kubernetes: 'Kubernetes', 'kube-proxy': 'kube-proxy', hns: 'HNS', vfp: 'VFP' };
const levelText = (t: T, level: string) => (level === 'cni' ? t('trace.fix.cni') : (LEVEL_TEXT[level] ?? level));
/** An outcome word (delivered, dropped, rejected) in the chosen language; anything else as it is. */
const outcomeWord = (t: T, o: string) => (o === 'delivered' || o === 'dropped' || o === 'rejected' ? t(`trace.outcome.${o}`) : o);

function DiffBlock({ diff }: { diff: string }) {
  return (
    <pre className="mt-1 max-h-64 overflow-auto rounded border border-slate-300 bg-white p-1.5 font-mono text-xs leading-snug dark:border-slate-600 dark:bg-slate-900" data-testid="fix-diff">
      {diff
        .trimEnd()
        .split('\n')
        .map((l, i) => (
          <div key={i} className={l.startsWith('+') && !l.startsWith('+++') ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : l.startsWith('-') && !l.startsWith('---') ? 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200' : 'text-slate-700 dark:text-slate-300'}>
            {l || ' '}
          </div>
        ))}
    </pre>
  );
}

function FixItem({ fix, onTry }: { fix: UiFix; onTry: () => void }) {
  const [open, setOpen] = useState(false);
  const sayLang = useNarrationLang();
  const t = useT();
  const what = fix.change.format === 'vfpctrl' ? t('trace.fix.vfpctrl') : fix.change.format.toUpperCase();
  return (
    <li className="rounded border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-900" data-testid="fix" data-level={fix.level}>
      <div className="flex items-start gap-2">
        <span className="mt-0.5 shrink-0 rounded bg-slate-200 px-1 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">{levelText(t, fix.level)}</span>
        <span className="min-w-0 flex-1 break-words">{sayFix(sayLang, fix.msg)}</span>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          {t('trace.fix.walked')} <b>{outcomeWord(t, fix.after.outcome)}</b>
          {fix.after.endpoint ? ` ${t('trace.fix.at', { where: fix.after.endpoint })}` : ''}
        </span>
        <button type="button" className={linkButton} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'trace.fix.hide' : 'trace.fix.show', { what })}
        </button>
        <button type="button" className={`${button} ml-auto h-7`} onClick={onTry}>
          {t('trace.fix.try')}
        </button>
      </div>
      {open && <DiffBlock diff={fix.change.diff} />}
    </li>
  );
}

export function FixPanel({ trace }: { trace: Trace }) {
  const app = useApp();
  const sayLang = useNarrationLang();
  const t = useT();
  const probe = usePlayer((s) => s.probe);
  const walked = usePlayer((s) => s.scenario);
  const last = useScenario((s) => s.past[s.past.length - 1]?.what);
  const trying = triedFix(last);
  const [found, setFound] = useState<UiFixes & { trace: Trace }>();
  const current = found?.trace === trace ? found : undefined;
  if (!probe || !walked) return null;
  const failing = trace.request.verdict.outcome !== 'delivered' || (trace.reply && trace.reply.verdict.outcome !== 'delivered') || checkExpect(probe, trace).length > 0;
  // The search walks changed copies through the schema's readers (an HNS or VFP fix is an imported
  // node object) and Try it is a validated edit: both need the validation chunk, which the demo
  // loads only once idle.
  const tryFix = async (f: UiFix) => {
    await loadValidation();
    app.scenario.getState().edit(f.scenario, tryLabel(f));
    app.playhead.getState().setStep('end');
  };
  const search = async () => {
    await loadValidation();
    setFound({ trace, ...fixesFor(walked, probe, trace) });
  };
  const undo = () => {
    app.scenario.getState().undo();
    app.playhead.getState().setStep('end');
  };
  return (
    <div className="space-y-1.5 text-sm" data-testid="fixes">
      {trying && (
        <div className="flex items-start gap-2 rounded bg-sky-100 p-1.5 text-sky-950 dark:bg-sky-900/50 dark:text-sky-100" data-testid="trying-fix">
          <span className="min-w-0 flex-1">
            <span className="font-semibold">{t('trace.fix.trying')}</span> {sayFix(sayLang, trying)}
          </span>
          <button type="button" className={`${button} h-7`} onClick={undo}>
            {t('trace.fix.undo')}
          </button>
        </div>
      )}
      {failing && !current && (
        <button type="button" className={button} onClick={() => void search()} data-testid="find-fixes">
          {t('trace.fix.what')}
        </button>
      )}
      {current && <FixList found={current} onTry={(f) => void tryFix(f)} />}
    </div>
  );
}

/** The fixes found, each with Try it; or that none was (the trace's verdict and a matrix cell's read-out). */
export function FixList({ found, onTry, testId }: { found: UiFixes; onTry: (f: UiFix) => void; testId?: string }) {
  const t = useT();
  const sayLang = useNarrationLang();
  return (
    <div className="text-sm" data-testid={testId}>
      <div className="font-semibold">{t('trace.fix.what')}</div>
      {found.fixes.length ? (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('trace.fix.each')}</p>
          <ol className="mt-1 space-y-1.5">
            {found.fixes.map((f) => (
              <FixItem key={f.summary} fix={f} onTry={() => onTry(f)} />
            ))}
          </ol>
        </>
      ) : (
        <p data-testid="no-fix">{t('trace.fix.none', { goal: sayFix(sayLang, found.goal) })}</p>
      )}
    </div>
  );
}
