// Where the user dragged things on the canvas, per scenario and per view, kept across reloads.
// The layout itself is computed from the simulation; these are only the user's overrides.
import { createStore } from 'zustand/vanilla';
import { POSITIONS_KEY_PREFIX, type KeyValueStorage } from './storage';

export interface Point {
  x: number;
  y: number;
}

/** Canvas node id → where the user put it. */
export type ViewPositions = Readonly<Record<string, Point>>;
/** View key ("cluster", "node:win-node-1") → its positions. */
type ScenarioPositions = Record<string, ViewPositions>;

const EMPTY: ViewPositions = Object.freeze({});

const isPoint = (v: unknown): v is Point => typeof v === 'object' && v !== null && Number.isFinite((v as Point).x) && Number.isFinite((v as Point).y);

function read(storage: KeyValueStorage, scenario: string): ScenarioPositions {
  try {
    const data: unknown = JSON.parse(storage.getItem(POSITIONS_KEY_PREFIX + scenario) ?? '{}');
    if (typeof data !== 'object' || data === null) return {};
    // Saved by an older or hand-edited page: keep only well-formed points.
    const out: ScenarioPositions = {};
    for (const [view, ids] of Object.entries(data as Record<string, unknown>)) {
      if (typeof ids !== 'object' || ids === null) continue;
      out[view] = Object.fromEntries(Object.entries(ids as Record<string, unknown>).filter(([, p]) => isPoint(p))) as ViewPositions;
    }
    return out;
  } catch {
    return {};
  }
}

export function createPositionStore(storage: KeyValueStorage) {
  const store = createStore<{
    /** Loaded scenarios' positions (read once from storage, written through on every change). */
    byScenario: Record<string, ScenarioPositions>;
    positions(scenario: string, view: string): ViewPositions;
    move(scenario: string, view: string, id: string, at: Point): void;
    reset(scenario: string, view: string): void;
  }>()((set, get) => {
    // Read from storage once per scenario; the same object comes back until a change, so React
    // selectors over `positions()` see a stable value.
    const fromStorage = new Map<string, ScenarioPositions>();
    const loaded = (scenario: string): ScenarioPositions => {
      const inMemory = get().byScenario[scenario];
      if (inMemory) return inMemory;
      let saved = fromStorage.get(scenario);
      if (!saved) fromStorage.set(scenario, (saved = read(storage, scenario)));
      return saved;
    };
    const write = (scenario: string, next: ScenarioPositions) => {
      set({ byScenario: { ...get().byScenario, [scenario]: next } });
      try {
        storage.setItem(POSITIONS_KEY_PREFIX + scenario, JSON.stringify(next));
      } catch {
        /* out of quota: positions are a convenience, keep them in memory */
      }
    };
    return {
      byScenario: {},
      positions: (scenario, view) => loaded(scenario)[view] ?? EMPTY,
      move: (scenario, view, id, at) => {
        const all = loaded(scenario);
        write(scenario, { ...all, [view]: { ...all[view], [id]: { x: Math.round(at.x), y: Math.round(at.y) } } });
      },
      reset: (scenario, view) => {
        const rest = { ...loaded(scenario) };
        delete rest[view];
        write(scenario, rest);
      },
    };
  });
  return store;
}

export type PositionStore = ReturnType<typeof createPositionStore>;
