// What printing adds under the node picture: the lesson's steps (when a lesson is open), the trace's
// step table with narration, and the verdict. Hidden on screen; the app's chrome is hidden in print.
import { useScenarioTitle } from '../i18n/use-scenario-title';
import { textIn } from '../../cluster/scenario/exercise';
import { traceRows } from '../../io/trace/table';
import { tableWords } from './table-words';
import { usePlayer, useScenario } from '../app-context';
import { useMemo } from 'react';
import type { ProbeResult } from '../../cluster/simulation-core';
import { lessonProbes } from './print-probes';
import { SafeText } from '../common/SafeText';
import { useNarrationLang } from '../i18n/narration';
import { useLang, useLessons, useT } from './workshop';
import '../i18n/words/lessons-en';

function useLesson() {
  const entry = useLessons((s) => (s.view === 'lesson' ? s.catalog?.find((e) => e.id === s.id) : undefined));
  return entry?.kind === 'lesson' ? entry.lesson : undefined;
}

/** The handout's title, printed above the node picture. */
export function PrintTitle() {
  const lang = useLang();
  const lesson = useLesson();
  const title = useScenarioTitle();
  const probe = usePlayer((s) => s.probe?.name);
  return (
    <h1 className="hidden px-2 pb-1 text-xl font-bold text-black print:block" data-testid="print-title">
      {lesson ? textIn(lesson.metadata.title, lang) : title}
      {!lesson && probe && <span className="font-normal"> · {probe}</span>}
    </h1>
  );
}

export function PrintHandout() {
  const t = useT();
  const lang = useLang();
  const result = usePlayer((s) => s.result);
  const probe = usePlayer((s) => s.probe?.name);
  const source = useScenario((s) => s.source);
  const lesson = useLesson();
  // Every probe the lesson uses (issue 33), walked once per lesson, not at every step.
  const shownScenario = source.kind === 'builtin' ? source.id : '';
  const probes = useMemo(() => {
    const shown = result && probe ? { scenario: shownScenario, probe, result } : undefined;
    return lesson ? lessonProbes(lesson, shown) : shown ? [shown] : [];
  }, [lesson, shownScenario, probe, result]);
  return (
    <div className="print-handout hidden px-2 text-[11pt] text-black print:block" data-testid="print-handout-sheet">
      {lesson && (
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {lesson.steps.map((s, i) => (
            <li key={i}>
              <strong>{textIn(s.title, lang)}.</strong> <SafeText text={textIn(s.narration, lang)} />
            </li>
          ))}
        </ol>
      )}
      {probes.map((p) => (
        <ProbeSteps key={`${p.scenario} ${p.probe}`} probe={p.probe} result={p.result} title={t('print.steps')} />
      ))}
    </div>
  );
}

function ProbeSteps({ probe, result, title }: { probe: string; result: ProbeResult; title: string }) {
  const t = useT();
  const sayLang = useNarrationLang();
  const w = tableWords(t, sayLang);
  return (
    <section data-testid="print-probe" data-probe={probe}>
      <h2 className="mt-3 text-lg font-semibold">
        {title}: <code>{probe}</code>
      </h2>
      <table className="mt-1 w-full border-collapse text-[9pt]">
        <tbody>
          {traceRows(result.trace, w.place).map((r) => (
            <tr key={r.step} className="break-inside-avoid border-b border-slate-300 align-top">
              <td className="pr-2 text-right font-mono">{r.step}</td>
              <td className="pr-2">{r.leg === 'reply' ? '←' : '→'}</td>
              <td className="pr-2 font-mono">{r.where}</td>
              <td>{w.line(r.text, r.msg)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2">
        <strong>{w.verdict}:</strong> {w.summary(result.trace.request)}
      </p>
      {result.trace.reply && <p>↩ {w.summary(result.trace.reply)}</p>}
    </section>
  );
}
