// A sentence for a person as a value: an id that names the sentence and the typed holes it fills.
// Code composes values, never strings; each language renders them from its own catalogue, typed so
// that a missing id, a missing or extra argument, or an argument of the wrong type is a compile
// error (issue 30). English renders for the CLI, JSON `text` fields and reports; the UI picks the
// user's language. New sentences are born this way; older ones are moved over as they are touched.

/** What a hole may hold: text as it is (names, addresses), a number, or another message. */
export type MsgArg = string | number | Msg;

export interface Msg {
  id: string;
  args: { readonly [hole: string]: MsgArg | undefined };
}

/** A catalogue: for each id, a function from its arguments to the sentence. */
export type Catalogue = Record<string, (args: never) => string>;

/** A catalogue function's arguments as a value holds them: a text hole may hold a message instead,
 * rendered in the same language first (a place's name inside a sentence about it). */
export type ArgsOf<F> = F extends (a: infer A) => string ? { [P in keyof A]: A[P] extends string ? string | Msg : NonNullable<A[P]> extends string ? string | Msg | undefined : A[P] } : never;

/** The messages a catalogue can say, each with exactly its arguments. */
export type MsgOf<C extends Catalogue> = { [K in keyof C & string]: { id: K; args: ArgsOf<C[K]> } }[keyof C & string];

/** Another language's catalogue for the same ids and arguments: nothing may be missing. */
export type Translation<C extends Catalogue> = { [K in keyof C]: C[K] };

/** Builds a message value with its arguments checked against the catalogue. */
export const msg =
  <C extends Catalogue>() =>
  <K extends keyof C & string>(id: K, args: ArgsOf<C[K]>): { id: K; args: ArgsOf<C[K]> } => ({ id, args });

/** Renders a message with a catalogue; a nested message argument is rendered with the same renderer. */
export function render(catalogues: readonly Catalogue[], m: Msg): string {
  for (const c of catalogues) {
    // Own ids only: a value read from a document may name 'constructor' or 'hasOwnProperty'.
    if (!Object.hasOwn(c, m.id)) continue;
    const f = c[m.id] as (a: Record<string, MsgArg>) => string;
    const args: Record<string, MsgArg> = {};
    for (const [k, v] of Object.entries(m.args)) if (v !== undefined) args[k] = typeof v === 'object' ? render(catalogues, v) : v;
    return f(args);
  }
  return m.id;
}
