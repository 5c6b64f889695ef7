// The Vietnamese of what the simulator, the readers and the state layer say: every sentence is a
// message value (src/core/message.ts), said from its language's catalogue (../messages/*-say.ts).
// The Vietnamese catalogues are a chunk of their own (narration-vi.ts), fetched when Vietnamese is
// chosen, so English pays nothing for them; until it is there, sentences stay English.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Lang } from '../../../state/lang';
import { REASONS, type ReasonCode } from '../../../core/trace/reasons';
import type { BuiltinId } from '../../../lessons';
import type { BuiltinVi } from './builtins.vi';
import { useLang } from '../use-t';
import { render } from '../../../core/message';
import type { Edit } from '../../../core/packet/transposition';
import { editsMsg } from '../../../core/walk/narration';
import { NARRATION_EN } from '../../../core/walk/narration-messages';

type Vi = typeof import('./narration-vi');
let vi: Vi | undefined;
let pending: Promise<Vi> | undefined;
const loaded = createStore<{ ready: boolean }>(() => ({ ready: false }));

/** Fetches the Vietnamese catalogues (once). */
export function loadNarrationVi(): Promise<Vi> {
  return (pending ??= import('./narration-vi').then((m) => {
    vi = m;
    loaded.setState({ ready: true });
    return m;
  }));
}

/**
 * The language to say simulator text in: the chosen one once its catalogues are here (the first
 * render in Vietnamese fetches them and renders again), English until then.
 */
export function useNarrationLang(): Lang {
  const lang = useLang();
  const ready = useStore(loaded, (s) => s.ready);
  useEffect(() => {
    if (lang !== 'en') void loadNarrationVi();
  }, [lang]);
  return lang === 'en' || !ready ? 'en' : lang;
}

/** The Vietnamese catalogues once they came: the message values' catalogues (../messages) ride in
 * this chunk, and their say functions render with them (English until then). */
export const narrationVi = (): Vi | undefined => vi;

/** A built-in scenario's words in `lang` (undefined in English, or for an id that is no built-in). */
export const builtinVi = (lang: Lang, id: string): BuiltinVi | undefined => (lang === 'en' || !vi || !Object.hasOwn(vi.BUILTINS_VI, id) ? undefined : vi.BUILTINS_VI[id as BuiltinId]);

/** A list of rewrites in `lang`, "; " between them (describeEdit's words, from their values). */
export function sayEdits(lang: Lang, edits: readonly Edit[]): string {
  const m = editsMsg(edits, 'join.semicolon');
  return typeof m === 'string' ? m : render(lang === 'en' || !vi ? [NARRATION_EN] : [vi.NARRATION_VI], m);
}

/** A reason code's description in `lang`. */
export const sayReason = (lang: Lang, code: ReasonCode): string => (lang === 'en' || !vi ? REASONS[code] : vi.REASONS_VI[code]);

// sayAssumption is in assumption.ts: the assumptions' texts are not part of the first load.
