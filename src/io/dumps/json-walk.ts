// Reading parsed JSON of unknown shape without `any`: objects, case-insensitive field lookup (HNS
// v1 and v2 spell the same field `IPAddress` and `IpAddress`), and paths for problem messages.
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first of `names` the object has, compared without case; with the key as the object spells it. */
export function pick(o: Obj, ...names: string[]): { key: string; value: unknown } | undefined {
  const keys = Object.keys(o);
  for (const name of names) {
    const lower = name.toLowerCase();
    const key = keys.find((k) => k.toLowerCase() === lower);
    if (key !== undefined && o[key] !== undefined && o[key] !== null) return { key, value: o[key] };
  }
  return undefined;
}

/** An array as is, a single object as a one-element list (PowerShell unwraps one-item arrays). */
export function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return v === undefined || v === null ? [] : [v];
}

export const joinPath = (base: string, key: string): string => (key.startsWith('[') || base === '' ? `${base}${key}` : `${base}.${key}`);

export const indexPath = (base: string, i: number): string => `${base}[${i}]`;

/** A string or number field as text (PowerShell prints some numbers as strings and vice versa). */
export function textOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** The line of a path, or of its nearest parent that has one (`[0].Policies[2].Type` → `[0].Policies`). */
export function lineByPath(lines: Map<string, number>, path: string): number | undefined {
  let p = path;
  for (;;) {
    const line = lines.get(p);
    if (line !== undefined || p === '') return line;
    const parent = p.replace(/(\.[^.[]*|\[\d+\])$/, '');
    if (parent === p) return undefined;
    p = parent;
  }
}
