// The left panel in Trace mode (ui-guide): what the scenario is about, the probe composer, the
// saved probes, the event list.
import { useScenario } from '../app-context';
import { EventList } from './EventList';
import { ProbeComposer } from './ProbeComposer';
import { ProbePanel } from './ProbePanel';
import { ExportTrace } from '../lessons/ExportTrace';
import { useT } from '../i18n/use-t';
import { scenarioWords } from '../i18n/scenario-words';
import { useNarrationLang } from '../i18n/narration';
import '../i18n/words/trace-en';

/** The scenario's description, folded to its first lines: a workshop reads what it is about first. */
function ScenarioAbout() {
  const lang = useNarrationLang();
  const description = scenarioWords(lang, useScenario((s) => s.scenario)).description;
  const t = useT();
  if (!description) return null;
  const text = description.trim();
  const first = /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-800/60" data-testid="scenario-description">
      <summary className="cursor-pointer">
        <span className="font-semibold">{t('trace.about')} </span>
        {first}
      </summary>
      {first.length < text.length && <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{text.slice(first.length).trim()}</p>}
    </details>
  );
}

export function TracePanel() {
  return (
    <div className="space-y-4 p-3">
      <ScenarioAbout />
      <ProbeComposer />
      <ProbePanel />
      <ExportTrace />
      <EventList />
    </div>
  );
}
