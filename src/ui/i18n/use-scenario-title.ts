// The document's title as the chosen language says it (scenario-words.ts).
import { useScenario } from '../app-context';
import { useNarrationLang } from './narration';
import { scenarioWords } from './scenario-words';

/** The document's title on screen. */
export function useScenarioTitle(): string {
  const lang = useNarrationLang();
  const s = useScenario((x) => x.scenario);
  return scenarioWords(lang, s).title;
}
