// Issue 33 item 2: every lesson and exercise, walked step by step through the code the lesson
// player uses (driveLessonStep on an app of its own, the playhead moved as the player loop moves
// it, with and without key steps), and held to what its text says:
// - a step with a probe says what it is about (`about`: kind, layer, rule, reason, rewrite), and the
//   event the player parks on is that event (a predict question: an event of the walk it plays);
// - a predict question reaches its result (the last step, the verdict) with no hand action once
//   answered, and the verdict is the one it expects;
// - a challenge waits just before its rewrite, that step makes a rewrite of every field it asks
//   (its answer is the trace's), and once answered the player shows the rewrite and plays on;
// - every VFP name or reason code the text names in `code` (a layer, group or rule the scenario's
//   walks know, a reason code) is in the trace up to that step;
// - an exercise's brief and hints name only layers, rules and reasons its goals' walks show.
// Expectations come from the walk at test time: no step number is written here.
import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { memoryStorage } from './storage';
import { loadCatalog, type CatalogEntry } from './lesson-catalog';
import { challengeAt, driveLessonStep, waitsForAnswer } from './lesson-drive';
import { challengeTruth } from '../lessons/challenge';
import { cachedTrace } from './trace-cache';
import type { LessonAbout, LessonStep } from '../lessons/format/schema';
import { textIn, type LocalText } from '../cluster/scenario/exercise';
import type { Trace, TraceEvent } from '../core/trace/trace';
import { REASON_CODES } from '../core/trace/reasons';
import type { Scenario } from '../cluster/scenario/schema';

const catalog = loadCatalog();
type LessonEntry = Extract<CatalogEntry, { kind: 'lesson' }>;
const lessons = catalog.filter((e): e is LessonEntry => e.kind === 'lesson');
const exercises = catalog.filter((e): e is Extract<CatalogEntry, { kind: 'exercise' }> => e.kind === 'exercise');

/** Moves the playhead as usePlayerLoop does, until it stops; returns the steps it stood on. */
function runLoop(app: ReturnType<typeof createApp>): number[] {
  const seen = [app.playhead.getState().step];
  for (let guard = 0; app.playhead.getState().playing && guard < 10_000; guard++) {
    const total = app.player.getState().result?.trace.events.length ?? 0;
    if (app.playhead.getState().step >= total) app.playhead.getState().pause();
    else app.playhead.getState().forward();
    seen.push(app.playhead.getState().step);
  }
  return seen;
}

/** The names a text puts in `code`, in both languages. */
function codeNames(t: LocalText | undefined): string[] {
  const out = new Set<string>();
  for (const lang of ['en', 'vi'] as const) for (const m of textIn(t ?? '', lang).matchAll(/`([^`]+)`/g)) out.add(m[1]!);
  return [...out];
}

/** Every layer, group and rule name (id and friendly name) an event carries, and its reason. */
function namesOf(e: TraceEvent): string[] {
  const at = e.at;
  const out = [at.layer, at.group, at.rule, e.layer?.layer, e.layer?.group, e.layer?.rule, e.layer?.ruleName, ...(e.layer?.groups.flatMap((g) => [g.group, g.rule]) ?? [])];
  return out.filter((x): x is string => !!x);
}

/** What the scenario's walks know by name: layers, groups, rules of every probe's trace, and the reason codes. */
const universes = new Map<Scenario, Set<string>>();
function universeOf(s: Scenario): Set<string> {
  let u = universes.get(s);
  if (u) return u;
  u = new Set<string>(REASON_CODES);
  for (const p of s.probes) {
    const r = cachedTrace(s, p);
    if (r.ok) for (const e of r.value.trace.events) for (const n of namesOf(e)) u.add(n);
  }
  universes.set(s, u);
  return u;
}

/** Is `name` in the walk up to step `upTo` (the verdicts count once the walk has reached them)? */
function shown(trace: Trace, upTo: number, name: string): boolean {
  const events = trace.events.slice(0, upTo);
  if (events.some((e) => e.text.includes(name) || namesOf(e).includes(name))) return true;
  if (upTo < trace.events.length) return false;
  return [trace.request.verdict, trace.reply?.verdict].some((v) => v && (v.reason === name || v.message.includes(name) || v.rule?.id === name || v.rule?.friendlyName === name || v.rule?.layer === name));
}

/** `default`: the layer's default decided (no rule); else the deciding rule's id or name, or its start. */
function ruleMatches(e: TraceEvent, rule: string): boolean {
  if (rule === 'default') return e.layer ? e.layer.defaulted : e.kind === 'drop' && !!e.at.layer && !e.at.rule;
  if (e.layer) return !e.layer.defaulted && [e.layer.rule, e.layer.ruleName].some((r) => r?.startsWith(rule));
  return e.kind === 'drop' && e.text.includes(`rule ${rule}`);
}

/** Does the event match what the step is about? Returns what does not match. */
function mismatch(e: TraceEvent | undefined, about: LessonAbout): string[] {
  if (!e) return ['no event'];
  const out: string[] = [];
  if (about.kind && e.kind !== about.kind) out.push(`kind ${e.kind}, not ${about.kind}`);
  if (about.layer && (e.layer?.layer ?? e.at.layer) !== about.layer) out.push(`layer ${e.layer?.layer ?? e.at.layer ?? 'none'}, not ${about.layer}`);
  if (about.rule && !ruleMatches(e, about.rule)) out.push(`decided by ${e.layer?.defaulted ? 'the layer default' : (e.layer?.ruleName ?? e.layer?.rule ?? e.at.rule ?? 'no rule')}, not ${about.rule}`);
  if (about.reason && !(e.kind === 'drop' && e.text.includes(about.reason))) out.push(`not a drop with ${about.reason}`);
  if (about.rewrite === 'lb' ? !e.lb : about.rewrite && !e.transpositions?.some((t) => t.kind === about.rewrite)) out.push(`no ${about.rewrite}`);
  return out;
}

interface Walked {
  trace: Trace;
  /** Where the player stands once the step has arrived (and played, if it plays). */
  parked: number;
  /** The steps it stood on on the way. */
  seen: number[];
  /** With a predict question: where it waited before the answer. */
  waited?: number;
}

function walkStep(entry: LessonEntry, n: number, keyOnly: boolean): Walked | undefined {
  const app = createApp(memoryStorage(), '');
  app.playhead.getState().setKeyOnly(keyOnly);
  const s = entry.lesson.steps[n - 1]!;
  let waited: number | undefined;
  if (waitsForAnswer(s, false)) {
    driveLessonStep(app, entry, n, true);
    runLoop(app);
    waited = app.playhead.getState().step;
  }
  driveLessonStep(app, entry, n, false);
  const trace = app.player.getState().result?.trace;
  if (!trace) return undefined;
  const seen = runLoop(app);
  return { trace, parked: app.playhead.getState().step, seen, waited };
}

const steps = lessons.flatMap((e) => e.lesson.steps.map((s, i) => [`${e.id} step ${i + 1}`, e, i + 1, s] as [string, LessonEntry, number, LessonStep]));
const probeSteps = steps.filter(([, , , s]) => s.focus?.probe);

describe('every lesson step, walked as the player walks it', () => {
  it('walks every lesson and its probe steps', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    expect(probeSteps.length).toBeGreaterThan(20);
  });

  it.each(probeSteps)('%s: says what it is about, and parks on it', (_n, entry, n, s) => {
    expect(s.about, 'a step with a probe says what it is about (about: kind, layer, rule, reason, rewrite)').toBeDefined();
    const w = walkStep(entry, n, false)!;
    expect(w, 'the probe walks').toBeDefined();
    const events = w.trace.events;
    if (s.question?.kind === 'predict') {
      expect(w.waited, 'the packet waits for the answer').toBe(0);
      expect(w.parked, 'once answered, the walk reaches its result with no hand action').toBe(events.length);
      const seenEvents = w.seen.filter((x) => x > 0).map((x) => events[x - 1]);
      const hits = seenEvents.filter((e) => mismatch(e, s.about!).length === 0);
      expect(hits.length, `no step of the walk is about ${JSON.stringify(s.about)}`).toBeGreaterThan(0);
      expect(w.trace.request.verdict.outcome === 'delivered' ? 'delivered' : 'dropped').toBe(s.question.outcome);
    } else if (s.question?.kind === 'challenge') {
      const truth = challengeTruth(s.question, s.focus, w.trace);
      expect(truth.ok, `the challenge's step rewrites what it asks: ${JSON.stringify(truth)}`).toBe(true);
      const at = challengeAt(s, events)!;
      expect(w.waited, 'the packet waits just before the rewrite').toBe(at - 1);
      expect(w.seen[0], 'once answered, the player shows the rewrite first').toBe(at);
      expect(mismatch(events[at - 1], s.about!), `the rewrite step ${at}: "${events[at - 1]?.text}"`).toEqual([]);
      expect(w.parked, 'and plays on to the result with no hand action').toBe(events.length);
    } else {
      const e = events[w.parked - 1];
      expect(mismatch(e, s.about!), `parked on step ${w.parked} of ${events.length}: "${e?.text}"`).toEqual([]);
    }
  });

  it.each(probeSteps)('%s: every name its text puts in code is in the trace at that step', (_n, entry, n, s) => {
    const w = walkStep(entry, n, false)!;
    const sc = createApp(memoryStorage(), '');
    driveLessonStep(sc, entry, n, false);
    const universe = universeOf(sc.scenario.getState().scenario);
    const upTo = s.question?.kind === 'predict' ? w.trace.events.length : w.parked;
    const names = [...codeNames(s.narration), ...codeNames(s.title), ...(s.question?.kind === 'predict' ? codeNames(s.question.explain) : [])];
    const missing = names.filter((x) => universe.has(x) && !shown(w.trace, upTo, x));
    expect(missing, `named by the text, not in the walk up to step ${upTo}`).toEqual([]);
  });

  it.each(probeSteps)('%s: the about names what the text names', (_n, _entry, _i, s) => {
    const a = s.about ?? {};
    const text = (lang: 'en' | 'vi') => [s.title, s.narration, s.question?.kind === 'predict' ? s.question.explain : undefined].map((t) => textIn(t ?? '', lang)).join(' ');
    for (const lang of ['en', 'vi'] as const) for (const name of [a.layer, a.reason].filter(Boolean)) expect(text(lang), `${lang} text names ${name}`).toContain(name);
    // A step about a layer default (no rule decided) says so, in both languages: not "a block rule".
    if (a.rule === 'default') {
      expect(text('en'), 'the English text says no rule decided').toMatch(/default|no rule/i);
      expect(text('vi'), 'the Vietnamese text says no rule decided').toMatch(/default|không rule nào/i);
    }
  });

  it.each(probeSteps)('%s: key steps park it at the same place', (_n, entry, n) => {
    const all = walkStep(entry, n, false)!;
    const key = walkStep(entry, n, true)!;
    expect(key.parked).toBe(all.parked);
  });
});

describe('every exercise, walked as the player opens it', () => {
  it.each(exercises.map((e) => [e.id, e] as const))('%s: its brief and hints name only what its goals walk through', (_id, entry) => {
    const app = createApp(memoryStorage(), '');
    driveLessonStep(app, entry, 1, false);
    const s = app.scenario.getState().scenario;
    expect(s.metadata.name).toBe(entry.id);
    const ex = s.exercise!;
    const traces = ex.goals.map((g) => {
      const r = cachedTrace(s, s.probes.find((p) => p.name === g)!);
      if (!r.ok) throw new Error(r.message);
      return r.value.trace;
    });
    const universe = universeOf(s);
    const names = [ex.brief, ...ex.hints].flatMap(codeNames);
    const probes = new Set(s.probes.map((p) => p.name));
    expect(names.filter((x) => probes.has(x) && !ex.goals.includes(x)), 'a probe the text names is a goal').toEqual([]);
    expect(names.filter((x) => universe.has(x) && !traces.some((t) => shown(t, t.events.length, x))), 'named, not in any goal walk').toEqual([]);
  });
});
