// Why the player has no trace, in the user's language: a replay's dead end (what its files lack and
// the command that prints it) is a message value; other errors are the walk's own words.
import type { Msg } from '../../core/message';
import { sayReplay } from '../i18n/messages/replay-say';
import { useNarrationLang } from '../i18n/narration';
import { usePlayer } from '../app-context';

export function usePlayerError(): string | undefined {
  const error = usePlayer((s) => s.error);
  const deadEnd = usePlayer((s) => s.deadEnd);
  return useProbeError(error, deadEnd);
}

export function useProbeError(error: string | undefined, deadEnd: Msg | undefined): string | undefined {
  const lang = useNarrationLang();
  return deadEnd ? sayReplay(lang, deadEnd) : error;
}
