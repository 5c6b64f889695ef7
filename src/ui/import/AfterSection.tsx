// Import mode's before/after: a second set of dumps (after a fix, or another node) rebuilt the same
// way, and the probes in view walked in both: which change verdict, where the walks part.
import { useState } from 'react';
import type { ProbeComparison } from '../../cluster/compare/compare';
import type { ProbeSpec } from '../../cluster/scenario/schema';
import { usePlayer } from '../app-context';
import { Section } from '../common/Section';
import { readPicked } from './read-files';
import { useImport } from './use-import';
import { sayMessage, useNarrationLang } from '../i18n/narration';
import { useT } from '../i18n/use-t';
import '../i18n/words/import-en';

const show = (o: ProbeComparison['before'], t: ReturnType<typeof useT>) => `${o.outcome}${o.reason ? ` ${o.reason}` : ''}${o.endpoint ? ` ${t('import.at', { where: o.endpoint })}` : ''}`;

export function AfterSection() {
  const sayLang = useNarrationLang();
  const outcome = useImport((s) => s.outcome);
  const compareAfter = useImport((s) => s.compareAfter);
  const playing = usePlayer((s) => s.probe);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const [result, setResult] = useState<{ files: number; probes: ProbeComparison[]; skipped: string[] } | { error: string }>();
  if (!outcome?.ok) return null;
  // The probe on screen first, then the replay's hints: dumps carry no probes of their own.
  // Named after the hint's words, so that the list reads as the hints do.
  const probes: ProbeSpec[] = [...(playing ? [playing] : []), ...outcome.probes.map((h) => ({ ...h.probe, name: h.label }))].filter((p, i, all) => all.findIndex((q) => q.from === p.from && q.to === p.to && q.protocol === p.protocol) === i);
  const take = async (list: FileList | null) => {
    if (!list?.length) return;
    const { inputs } = await readPicked([...list].map((file) => ({ file, path: file.webkitRelativePath || file.name })));
    setBusy(true);
    setResult(await compareAfter(inputs, probes));
    setBusy(false);
  };
  return (
    <Section id="import-after" title={t('import.beforeAfter')} testId="import-after">
      <div className="space-y-1.5 text-sm">
        <p className="text-slate-700 dark:text-slate-300">{t('import.afterIntro', { n: probes.length })}</p>
        <label className="inline-flex items-center gap-2">
          <span>{t('import.after')}</span>
          <input type="file" multiple data-testid="after-files" onChange={(e) => void take(e.target.files)} className="text-sm" />
        </label>
        {busy && <p role="status">{t('import.afterBusy')}</p>}
        {result && 'error' in result && <p className="text-rose-800 dark:text-rose-300">{t('import.afterNoNode', { why: sayMessage(sayLang, result.error) })}</p>}
        {result && 'probes' in result && (
          <div data-testid="after-result">
            <p>{t('import.afterCount', { changed: result.probes.filter((p) => p.changed).length, count: result.probes.length, files: result.files })}</p>
            <ul className="mt-1 space-y-1">
              {result.probes.map((p) => (
                <li key={p.name} data-changed={p.changed} className={p.changed ? 'rounded bg-amber-100 p-1 dark:bg-amber-900/40' : 'text-slate-600 dark:text-slate-400'}>
                  <span className="font-semibold">{p.name}</span>: {show(p.before, t)}
                  {p.changed && <> → <b>{show(p.after, t)}</b></>}
                  {p.divergesAt && <div className="text-xs">{t('import.partsAt', { step: p.divergesAt.step, text: sayMessage(sayLang, p.divergesAt.text) })}</div>}
                </li>
              ))}
            </ul>
            {result.skipped.map((m) => (
              <p key={m} className="text-xs text-slate-600 dark:text-slate-400">
                {sayMessage(sayLang, m)}
              </p>
            ))}
          </div>
        )}
      </div>
    </Section>
  );
}
