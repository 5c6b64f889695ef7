// Where the student is in the lessons: the list or one lesson (or exercise) at a step, the answers
// given, the hints revealed, the last Check. Progress is kept in the browser across visits.
import { createStore } from 'zustand/vanilla';
import type { GoalResult } from '../cluster/exercise-check';
import type { CatalogEntry } from './lesson-catalog';
import type { KeyValueStorage } from './storage';

export interface Answer {
  choice?: number;
  outcome?: 'delivered' | 'dropped';
  where?: number;
  /** A challenge's header as the student typed it, by field (dst, outer.vni…). */
  header?: Record<string, string>;
  /** A console question's answer as the student typed it; `shown`: they asked to see the node's. */
  typed?: string;
  shown?: boolean;
}

export interface LessonProgress {
  /** The last step seen (from 1). */
  step: number;
  done: boolean;
  /** By step number. */
  answers: Record<number, Answer>;
  hints: number;
  /** The exercise's goals all passed at the last Check. */
  solved?: boolean;
}

export interface LessonState {
  view: 'closed' | 'list' | 'lesson';
  id?: string;
  /** From 1. */
  step: number;
  catalog?: CatalogEntry[];
  /** A problem loading the catalog, said on the list. */
  catalogError?: string;
  instructor: boolean;
  progress: Record<string, LessonProgress>;
  check?: { id: string; results: GoalResult[] };
  /** Lessons whose saved progress could not be read, so they start again ('*': all of it was
   * unreadable); said on the list and on the lesson until dismissed (issue 32 item 7). */
  progressReset: string[];
  /** The progress text this build could not read (kept aside under PROGRESS_UNREADABLE_KEY), for the notice to offer as a file. */
  progressUnreadable?: string;
  /** Bumped on every arrival at a step (open, go): the lesson driver applies a step once per visit,
   * not again when the layout remounts it (a window resized across the phone width). */
  visit: number;
}

export interface LessonActions {
  showList(): void;
  open(id: string, step?: number): void;
  close(): void;
  go(step: number): void;
  answer(step: number, a: Answer): void;
  /** Forgets a step's answer (a challenge tried again). */
  clearAnswer(step: number): void;
  /** One more of an exercise's `max` hints. */
  revealHint(id: string, max: number): void;
  setCheck(id: string, results: GoalResult[]): void;
  setCatalog(c: CatalogEntry[] | undefined, error?: string): void;
  setInstructor(on: boolean): void;
  dismissProgressReset(): void;
}

const PROGRESS_KEY = 'vfp-lab:lessons:v1';
/** Progress this build could not read, kept as it was stored (a list of the texts found): the reset
 * writes over PROGRESS_KEY, so the text is set aside first (issue 32: "never drop what cannot be read"). */
export const PROGRESS_UNREADABLE_KEY = 'vfp-lab:lessons-unreadable:v1';

/** Adds `raw` to the texts kept aside (once); storage refusing it changes nothing else. */
function keepAside(storage: KeyValueStorage, raw: string): void {
  try {
    const text = storage.getItem(PROGRESS_UNREADABLE_KEY);
    let list: string[];
    try {
      const held: unknown = JSON.parse(text ?? '[]');
      // Entries that are not texts are kept as their JSON: nothing already set aside is dropped.
      list = Array.isArray(held) ? held.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : [text!];
    } catch {
      // The list itself is damaged: its text is kept as one entry, beside the new one.
      list = [text!];
    }
    if (!list.includes(raw)) storage.setItem(PROGRESS_UNREADABLE_KEY, JSON.stringify([...list, raw]));
  } catch {
    /* a refusing storage: the notice still offers this text as a file */
  }
}
const EMPTY: LessonProgress = { step: 1, done: false, answers: {}, hints: 0 };

/** How many steps an entry has (an exercise is one page). */
export const stepCount = (e: CatalogEntry | undefined) => (e?.kind === 'lesson' ? e.lesson.steps.length : 1);

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isCount = (x: unknown, min: number) => typeof x === 'number' && Number.isInteger(x) && x >= min;
const optional = (x: unknown, ok: (x: unknown) => boolean) => x === undefined || ok(x);
const isHeader = (h: unknown) => isObject(h) && Object.values(h).every((v) => typeof v === 'string' && v.length <= 100);
const isAnswer = (a: unknown) =>
  isObject(a) &&
  optional(a.choice, (x) => isCount(x, 0)) &&
  optional(a.outcome, (x) => x === 'delivered' || x === 'dropped') &&
  optional(a.where, (x) => isCount(x, 0)) &&
  optional(a.header, isHeader) &&
  optional(a.typed, (x) => typeof x === 'string' && x.length <= 200) &&
  optional(a.shown, (x) => typeof x === 'boolean');
const isProgress = (p: unknown): p is LessonProgress =>
  isObject(p) &&
  isCount(p.step, 1) &&
  typeof p.done === 'boolean' &&
  isCount(p.hints, 0) &&
  optional(p.solved, (x) => typeof x === 'boolean') &&
  isObject(p.answers) &&
  Object.entries(p.answers).every(([k, a]) => /^\d+$/.test(k) && isAnswer(a));

/** The progress a visit saved, lesson by lesson: an entry this build would not write (another
 * build's, or damaged: `answers: null` made a white page) is dropped, so that lesson starts again,
 * and named in `reset`; text that is not a progress object at all resets everything ('*'). */
export function readProgress(raw: string | null): { progress: Record<string, LessonProgress>; reset: string[] } {
  if (raw === null) return { progress: {}, reset: [] };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { progress: {}, reset: ['*'] };
  }
  if (!isObject(v)) return { progress: {}, reset: ['*'] };
  const progress: Record<string, LessonProgress> = {};
  const reset: string[] = [];
  for (const [id, p] of Object.entries(v)) {
    if (isProgress(p)) progress[id] = p;
    else reset.push(id);
  }
  return { progress, reset };
}

export function createLessonStore(storage: KeyValueStorage) {
  let read: ReturnType<typeof readProgress> = { progress: {}, reset: [] };
  let raw: string | null = null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
    read = readProgress(raw);
  } catch {
    /* storage refused: progress is a convenience, it starts empty */
  }
  if (raw !== null && read.reset.length) keepAside(storage, raw);
  const saved = read.progress;
  const store = createStore<LessonState & LessonActions>()((set, get) => {
    const entry = () => get().catalog?.find((e) => e.id === get().id);
    const mine = (): LessonProgress => ({ ...EMPTY, ...(get().id ? get().progress[get().id!] : undefined) });
    const keep = (p: LessonProgress) => set({ progress: { ...get().progress, [get().id!]: p } });
    return {
      view: 'closed',
      step: 1,
      instructor: false,
      progress: saved,
      progressReset: read.reset,
      progressUnreadable: raw !== null && read.reset.length ? raw : undefined,
      visit: 0,
      showList: () => set({ view: 'list', id: undefined }),
      open: (id, step) => {
        set({ view: 'lesson', id, step: step ?? get().progress[id]?.step ?? 1, check: get().check?.id === id ? get().check : undefined });
        get().go(get().step);
      },
      close: () => set({ view: 'closed', id: undefined }),
      go: (step) => {
        if (!get().id) return;
        const visit = get().visit + 1;
        // Before the catalog has loaded, the step is kept as asked; it is checked once it loads.
        if (!entry()) return set({ step: Math.max(1, Math.floor(step) || 1), visit });
        const n = stepCount(entry());
        const s = Math.min(Math.max(1, Math.floor(step) || 1), n);
        set({ step: s, visit });
        // Reaching the last step of a lesson counts as done; an exercise is done when solved.
        const p = mine();
        keep({ ...p, step: s, done: p.done || (entry()?.kind === 'lesson' && s === n) });
      },
      answer: (step, a) => {
        const p = mine();
        keep({ ...p, answers: { ...p.answers, [step]: { ...p.answers[step], ...a } } });
      },
      clearAnswer: (step) => {
        const p = mine();
        const answers = { ...p.answers };
        delete answers[step];
        keep({ ...p, answers });
      },
      revealHint: (id, max) => {
        const p = { ...EMPTY, ...get().progress[id] };
        set({ progress: { ...get().progress, [id]: { ...p, hints: Math.min(p.hints + 1, max) } } });
      },
      setCheck: (id, results) => {
        const solved = results.length > 0 && results.every((r) => r.pass);
        const p = { ...EMPTY, ...get().progress[id] };
        set({ check: { id, results }, progress: { ...get().progress, [id]: { ...p, solved: !!p.solved || solved, done: p.done || solved } } });
      },
      setCatalog: (catalog, catalogError) => {
        set({ catalog, catalogError });
        if (get().view === 'lesson') get().go(get().step);
      },
      setInstructor: (instructor) => set({ instructor }),
      dismissProgressReset: () => set({ progressReset: [] }),
    };
  });
  store.subscribe((s, prev) => {
    if (s.progress === prev.progress) return;
    try {
      storage.setItem(PROGRESS_KEY, JSON.stringify(s.progress));
    } catch {
      /* progress is a convenience */
    }
  });
  return store;
}

export type LessonStore = ReturnType<typeof createLessonStore>;
