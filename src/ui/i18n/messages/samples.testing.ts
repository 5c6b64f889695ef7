// Sample values of a catalogue's sentences, for the tests that render every id in both languages:
// the holes a sentence asks for, found by rendering it with a recording stand-in (once with each
// side of the choices, as a branch may ask for a hole the other does not), filled from `data`, and
// one sample more per choice and per hole the sentence may leave out.
import type { Catalogue, Msg, MsgArg } from '../../../core/message';

export interface SampleArgs {
  /** A value for each hole by name. */
  data: Record<string, MsgArg>;
  /** Holes whose two values take different branches of a sentence. */
  choices: Record<string, [MsgArg, MsgArg]>;
  /** By id: the holes a sentence may be given undefined. */
  optional: Record<string, string[]>;
}

export function samplesOf(catalogue: Catalogue, { data, choices, optional }: SampleArgs) {
  const holesOf = (id: string): string[] => {
    const asked = new Set<string>();
    const f = catalogue[id] as (a: Record<string, MsgArg>) => string;
    for (const side of [0, 1] as const) f(new Proxy({}, { get: (_, k) => (asked.add(String(k)), choices[String(k)]?.[side] ?? data[String(k)] ?? 'x') }));
    return [...asked];
  };
  const samples = (id: string): Msg[] => {
    const holes = holesOf(id);
    const base: Record<string, MsgArg> = {};
    for (const h of holes) base[h] = choices[h]?.[0] ?? data[h]!;
    const out: Msg[] = [{ id, args: base }];
    for (const h of holes) {
      if (choices[h]) out.push({ id, args: { ...base, [h]: choices[h][1] } });
      if (optional[id]?.includes(h)) out.push({ id, args: { ...base, [h]: undefined } });
    }
    return out;
  };
  return { holesOf, samples };
}
