// Why the player has no trace, in the user's language: a replay's dead end (what its files lack and
// the command that prints it), a probe the model refuses, a walk that failed: message values, said
// from their catalogues (English as held for a value this build does not know).
import type { Msg } from '../../core/message';
import { sayReplay } from '../i18n/messages/replay-say';
import { sayWalkProblem } from '../i18n/messages/walk-say';
import { useNarrationLang } from '../i18n/narration';
import { usePlayer } from '../app-context';

export function usePlayerError(): string | undefined {
  const error = usePlayer((s) => s.error);
  const errorMsg = usePlayer((s) => s.errorMsg);
  const deadEnd = usePlayer((s) => s.deadEnd);
  return useProbeError(error, deadEnd, errorMsg);
}

export function useProbeError(error: string | undefined, deadEnd: Msg | undefined, errorMsg?: Msg): string | undefined {
  const lang = useNarrationLang();
  return deadEnd ? sayReplay(lang, deadEnd) : error === undefined ? undefined : sayWalkProblem(lang, error, errorMsg);
}
