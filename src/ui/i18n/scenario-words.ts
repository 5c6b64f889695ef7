// A scenario's title and description, and a built-in's picker words, in the chosen language. A
// built-in's Vietnamese (narration/builtins.vi.ts, by id) is shown only while its English is the
// built-in's own: a title the user edited is theirs and stays as written.
import type { Scenario } from '../../cluster/scenario/schema';
import { builtinById, type BuiltinScenario } from '../../lessons';
import type { Lang } from '../../state/lang';
import { IMPORTED_TITLE } from '../../io/replay/imported-title';
import { builtinVi } from './narration';
import { sayText } from './messages/say-value';

/** A rebuilt scenario's title as a value (io/replay/messages.ts). */
const IMPORTED = { id: 'replay.importedTitle', args: {} } as const;

/** A built-in's title and line for the picker. */
export function builtinWords(lang: Lang, b: BuiltinScenario): { title: string; summary: string } {
  const v = builtinVi(lang, b.id);
  return v ? { title: v.title, summary: v.summary } : { title: b.title, summary: b.summary };
}

/** The built-in's own metadata, when its document is here (the demo's always is). */
function ownMetadata(b: BuiltinScenario): Scenario['metadata'] | undefined {
  try {
    return b.scenario.metadata;
  } catch {
    return undefined;
  }
}

export function scenarioWords(lang: Lang, s: Scenario): { title: string; description?: string } {
  const m = s.metadata;
  const b = builtinById(m.name);
  const v = b && builtinVi(lang, b.id);
  const own = v && b ? ownMetadata(b) : undefined;
  return {
    title: v && own && m.title === own.title ? v.docTitle : m.title === IMPORTED_TITLE ? sayText(lang, m.title, IMPORTED, 'REPLAY_VI') : (m.title ?? m.name),
    description: v && own && m.description === own.description ? v.description : m.description,
  };
}
