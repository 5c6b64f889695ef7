// Matches the simulator's English against templates with named holes and writes the Vietnamese.
// No regular expressions: a template is literal, hole, literal, …; each hole runs to the first
// place its next literal occurs (the last one to where the final literal ends the text), so a
// match is a handful of indexOf calls: linear in the text, and no input can make it backtrack.
//   {x}      a token: an address, a name, a number (no spaces), carried over as it is
//   {x*}     any text, carried over as it is (interface names, lists, free text from the data)
//   {x@cat}  text that is itself a sentence: put through catalogue `cat` (en → vi)

export type Catalogue = readonly (readonly [en: string, vi: string])[];

interface Hole {
  name: string;
  kind: 'token' | 'text' | 'sub';
  cat?: string;
}
interface Compiled {
  lits: string[]; // lits.length === holes.length + 1
  holes: Hole[];
  vi: string;
  /** The template's own text, holes left out: how specific it is. */
  litLength: number;
}

/** Lists (rewrites, failed conditions) recurse once per item. */
const MAX_DEPTH = 16;
const HOLE = /\{(\w+)(\*|@\w+)?\}/g;

export function parseTemplate(t: string): { lits: string[]; holes: Hole[] } {
  const lits: string[] = [];
  const holes: Hole[] = [];
  let last = 0;
  for (const m of t.matchAll(HOLE)) {
    lits.push(t.slice(last, m.index));
    const mod = m[2];
    holes.push({ name: m[1]!, kind: mod === '*' ? 'text' : mod ? 'sub' : 'token', cat: mod?.startsWith('@') ? mod.slice(1) : undefined });
    last = m.index + m[0].length;
  }
  lits.push(t.slice(last));
  return { lits, holes };
}

/** The hole values of `text` under the template, or undefined when it does not fit. */
function fit(c: Compiled, text: string): string[] | undefined {
  const { lits, holes } = c;
  if (holes.length === 0) return text === lits[0] ? [] : undefined;
  if (!text.startsWith(lits[0]!)) return undefined;
  const end = text.length - lits[lits.length - 1]!.length;
  if (end < lits[0]!.length || !text.endsWith(lits[lits.length - 1]!)) return undefined;
  const values: string[] = [];
  let at = lits[0]!.length;
  for (let i = 0; i < holes.length; i++) {
    const next = lits[i + 1]!;
    const stop = i === holes.length - 1 ? end : next === '' ? -1 : text.indexOf(next, at + 1);
    if (stop < 0 || stop <= at || stop > end) return undefined;
    const v = text.slice(at, stop);
    if (holes[i]!.kind === 'token' && /\s/.test(v)) return undefined;
    values.push(v);
    at = stop + next.length;
  }
  return values;
}

export interface Rendering {
  text: string;
  /** False when some part had no Vietnamese template and stayed English. */
  complete: boolean;
}

export class Translator {
  private readonly cats = new Map<string, Compiled[]>();

  constructor(catalogues: Record<string, Catalogue>) {
    for (const [name, entries] of Object.entries(catalogues)) {
      this.cats.set(
        name,
        entries.map(([en, vi]) => {
          const t = parseTemplate(en);
          return { ...t, vi, litLength: t.lits.join('').length };
        }),
      );
    }
  }

  /** `text` through catalogue `cat`; the English, marked incomplete, when no template fits. */
  render(cat: string, text: string): Rendering {
    return this.renderIn(cat, text, 0, new Map());
  }

  // `seen` remembers each (catalogue, text) of one call: a list that fits several ways is still
  // rendered once per suffix, not once per way.
  private renderIn(cat: string, text: string, depth: number, seen: Map<string, Rendering>): Rendering {
    const key = `${cat}\u0000${text}`;
    const known = seen.get(key);
    if (known) return known;
    const r = this.tryEntries(cat, text, depth, seen);
    seen.set(key, r);
    return r;
  }

  private tryEntries(cat: string, text: string, depth: number, seen: Map<string, Rendering>): Rendering {
    const entries = this.cats.get(cat);
    if (!entries) throw new Error(`no narration catalogue "${cat}"`);
    // A template that fits but leaves a part English is kept only if no later one does better;
    // of several such, the one with the most literal text (the most specific) is kept.
    let partial: Rendering | undefined;
    let partialLits = -1;
    if (depth < MAX_DEPTH) {
      for (const c of entries) {
        const values = fit(c, text);
        if (!values) continue;
        let complete = true;
        const byName = new Map<string, string>();
        c.holes.forEach((h, i) => {
          if (h.kind !== 'sub') return byName.set(h.name, values[i]!);
          const r = this.renderIn(h.cat!, values[i]!, depth + 1, seen);
          complete &&= r.complete;
          byName.set(h.name, r.text);
        });
        const out = { text: c.vi.replace(HOLE, (m, name: string) => byName.get(name) ?? m), complete };
        if (complete) return out;
        if (c.litLength > partialLits) [partial, partialLits] = [out, c.litLength];
      }
    }
    return partial ?? { text, complete: false };
  }

  /** Every catalogue and its entries, for tests. */
  entries(): [string, Compiled[]][] {
    return [...this.cats];
  }
}
