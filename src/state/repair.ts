// "Open anyway, repairing what can be repaired" (issue 32): saved work this build cannot read (a
// field a newer build wrote, one bad address, a pod on a node that is gone) made readable by leaving
// out what the checks refuse, one round at a time: an unknown field; a value of the wrong kind or
// out of range (its default takes its place when it has one); a list entry that still cannot stand
// (a pod without its node). A field every scenario needs and no default fills (apiVersion, kind,
// metadata.name) is set instead: to the one value this build knows, or a plain placeholder name; a
// required field elsewhere outside a list takes the object holding it (an exercise without its
// brief). What was left out and what was set are listed, by path; the stored copy is not touched.
import { formatPath, type Path } from '../cluster/scenario/issues';
import { scenarioIssues } from '../cluster/scenario/scenario-issues';
import { scenarioSchema, type Scenario } from '../cluster/scenario/schema';
import { parseRecord } from './unreadable';

/** Rounds of leaving out: each leaves out at least one thing, so a document ends readable or given up. */
const MAX_ROUNDS = 50;

type Json = Record<string, unknown> | unknown[];
const isContainer = (x: unknown): x is Json => typeof x === 'object' && x !== null;

/** The value at `path`, or undefined. */
function at(doc: unknown, path: Path): unknown {
  let v = doc;
  for (const k of path) v = isContainer(v) ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

/** Leaves out what `path` names: an entry of a list is cut from it, a field deleted. */
function leaveOut(doc: unknown, path: Path): boolean {
  if (!path.length) return false;
  const parent = at(doc, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
    parent.splice(key, 1);
    return true;
  }
  if (isContainer(parent) && !Array.isArray(parent) && Object.hasOwn(parent, key)) {
    delete parent[key as string];
    return true;
  }
  return false;
}

/** The nearest list entry holding `path` (a pod of `pods[3].node`), or undefined at the top. */
function entryOf(path: Path): Path | undefined {
  for (let n = path.length - 1; n > 0; n--) if (typeof path[n] === 'number') return path.slice(0, n + 1);
  return undefined;
}

/**
 * What may be left out of a NetworkPolicy without widening what it allows. Its rules only allow, so a
 * whole ingress or egress rule left out denies more, never less; a part of one would not (a `from`
 * left empty is every source, an `except` cut opens the range it closed), so a bad part takes its
 * whole rule. Its metadata may go. Anything else of a policy (its podSelector, its policyTypes, the
 * policy itself: one gone denies nothing) is not repaired: `undefined`, and the copy stays as it is.
 */
function narrowing(p: Path): Path | undefined {
  if (p[0] !== 'networkPolicies') return p;
  if (p.length > 2 && p[2] === 'metadata') return p;
  if (p[2] === 'spec' && (p[3] === 'ingress' || p[3] === 'egress') && typeof p[4] === 'number') return p.slice(0, 5);
  return undefined;
}

/** What a field every scenario needs is set to when it is missing or cannot be read: the only
 * apiVersion and kind this build reads, and a name that says where the document came from. */
export const REPAIR_NAME = 'recovered-work';
const PLACEHOLDERS: Record<string, () => unknown> = {
  apiVersion: () => 'vfp-lab/v1',
  kind: () => 'Scenario',
  metadata: () => ({ name: REPAIR_NAME }),
  'metadata.name': () => REPAIR_NAME,
};

/** A value as the list of what was set shows it: JSON, cut short. */
function shown(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

/** Deepest and last first: cutting an entry does not move the paths still to be cut. */
const byDepthThenIndex = (a: Path, b: Path) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' && typeof b[i] === 'number' ? (b[i] as number) - (a[i] as number) : String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
};

/** The document of a stored record repaired, with what was left out; undefined when nothing of it
 * can be read as a scenario (no JSON, no object, or a part no scenario can lack). */
export function repairStored(text: string): { scenario: Scenario; leftOut: string[]; set: string[] } | undefined {
  const r = parseRecord(text);
  if ('problem' in r || !isContainer(r.data.scenario) || Array.isArray(r.data.scenario)) return undefined;
  const doc: unknown = structuredClone(r.data.scenario);
  const leftOut: string[] = [];
  // What was put in place of a field every scenario needs: `path: "was" → "now"` (`path → "now"` when it was missing).
  const set: string[] = [];
  const placed = new Set<string>();
  let unsafe = false;
  const placeholder = (path: Path): boolean => {
    const key = formatPath(path);
    const make = PLACEHOLDERS[key];
    const holder = at(doc, path.slice(0, -1));
    if (!make || !isContainer(holder) || Array.isArray(holder)) return false;
    const was = (holder as Record<string, unknown>)[path[path.length - 1] as string];
    const now = make();
    // Set once: a placeholder the checks still refuse is not set again (the round then gives up).
    if (placed.has(key)) return false;
    placed.add(key);
    (holder as Record<string, unknown>)[path[path.length - 1] as string] = now;
    set.push(was === undefined ? `${key} → ${shown(now)}` : `${key}: ${shown(was)} → ${shown(now)}`);
    return true;
  };
  const cut = (wanted: Path[]): boolean => {
    let any = false;
    const seen = new Set<string>();
    const paths = wanted.map(narrowing);
    if (paths.some((p) => !p)) {
      unsafe = true;
      return false;
    }
    for (const p of (paths as Path[]).sort(byDepthThenIndex)) {
      const k = JSON.stringify(p);
      if (seen.has(k) || !leaveOut(doc, p)) continue;
      seen.add(k);
      leftOut.push(formatPath(p) || '(the document)');
      any = true;
    }
    return any;
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = scenarioSchema.safeParse(doc);
    if (parsed.success) {
      const errors = scenarioIssues(parsed.data).filter((i) => i.severity === 'error');
      if (!errors.length) return { scenario: parsed.data, leftOut, set };
      // A Kubernetes check (a pod on a node that is gone): the value first; the entry, if that is not enough.
      if (!cut(errors.map((i) => i.path)) && (unsafe || !cut(errors.flatMap((i) => { const e = entryOf(i.path); return e ? [e] : []; })))) return undefined;
      continue;
    }
    const paths: Path[] = [];
    let anySet = false;
    for (const i of parsed.error.issues) {
      const path = i.path.filter((k): k is string | number => typeof k !== 'symbol');
      if (i.code === 'unrecognized_keys') paths.push(...i.keys.map((k) => [...path, k]));
      // A field every scenario needs is set, not left out (the document would never read).
      else if (placeholder(path)) anySet = true;
      // A field that is missing cannot be left out: its entry is (a pod without a name), or outside
      // a list the object holding it (an exercise without its brief).
      else if (at(doc, path) === undefined) {
        const holder = entryOf(path) ?? (path.length > 1 ? path.slice(0, -1) : undefined);
        if (holder) paths.push(holder);
      } else paths.push(path);
    }
    if (!cut(paths) && !anySet) return undefined;
  }
  return undefined;
}
