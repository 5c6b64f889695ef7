// The trace being shown and the playhead. The playhead lives in its own store so that the
// animation can move it without re-rendering every panel.
import { createStore } from 'zustand/vanilla';
import type { ProbeResult } from '../cluster/simulation';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { cachedTrace } from './trace-cache';
import type { Msg } from '../core/message';
import { keyStepAtOrBefore, keyStepsOf, nextKeyStep, previousKeyStep } from './key-steps';
import { walkFailure, walkMsg } from './walk-messages';

/** The name an ad-hoc probe from the composer carries (design.md §4: `probe: adhoc`). */
export const ADHOC = 'adhoc';

export interface PlayerState {
  probe?: ProbeSpec;
  /** `saved`: one of the scenario's probes (found again by name after an edit); `adhoc`: the composer's. */
  origin?: 'saved' | 'adhoc';
  /** The scenario the trace was walked in: panels look ports and rules up in its world. */
  scenario?: Scenario;
  result?: ProbeResult;
  error?: string;
  /** `error` as a message value (the UI says it in its language): why the probe could not be walked. */
  errorMsg?: Msg;
  /** Why a replay's files cannot back this probe, as a message value (the UI says it in its language). */
  deadEnd?: Msg;
}

export interface PlayerActions {
  /** Walks a probe and shows its trace from the start (step 0, paused). */
  show(s: Scenario, probe: ProbeSpec | undefined, origin?: 'saved' | 'adhoc'): void;
  /** The scenario changed (an edit, undo): walk the same probe again, keeping the step if it still exists. */
  retrace(s: Scenario): void;
  clear(): void;
}

export interface PlayheadState {
  /** 1-based step of the trace's events (0: before the first). */
  step: number;
  playing: boolean;
  /** 0.25 to 4; one hop takes about half a second at 1×. */
  speed: number;
  /** Key steps only: forward, back and play stop at the steps that change or decide something. */
  keyOnly: boolean;
}

export interface PlayheadActions {
  setStep(n: number | 'end'): void;
  forward(): void;
  back(): void;
  play(): void;
  pause(): void;
  toggle(): void;
  setSpeed(x: number): void;
  /** Turns key steps on or off; turning it on moves a step that is not key to the key step before it. */
  setKeyOnly(on: boolean): void;
}

export const SPEEDS = [0.25, 0.5, 1, 2, 4] as const;

const EMPTY: PlayerState = { probe: undefined, origin: undefined, scenario: undefined, result: undefined, error: undefined, errorMsg: undefined, deadEnd: undefined };

export function createPlayerStores() {
  const count = () => player.getState().result?.trace.events.length ?? 0;
  const clamp = (n: number) => Math.max(0, Math.min(count(), n));
  const keys = () => keyStepsOf(player.getState().result?.trace.events ?? []);

  const playhead = createStore<PlayheadState & PlayheadActions>()((set, get) => ({
    step: 0,
    playing: false,
    speed: 1,
    keyOnly: false,
    setStep: (n) => set({ step: n === 'end' ? count() : clamp(n) }),
    forward: () => {
      const step = get().step;
      const next = clamp(get().keyOnly ? nextKeyStep(keys(), step, count()) : step + 1);
      set({ step: next, playing: get().playing && next < count() });
    },
    // From step 1 there is nothing earlier to show; step 0 ("before the first") stays 0.
    back: () => {
      const step = get().step;
      set({ step: get().keyOnly ? previousKeyStep(keys(), step) : Math.max(Math.min(step, 1), step - 1), playing: false });
    },
    setKeyOnly: (on) => set({ keyOnly: on, step: on && get().step > 0 ? Math.max(1, keyStepAtOrBefore(keys(), get().step)) : get().step }),
    play: () => set({ playing: count() > 0, step: get().step >= count() ? 0 : get().step }),
    pause: () => set({ playing: false }),
    toggle: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (x) => set({ speed: x }),
  }));

  const walk = (s: Scenario, probe: ProbeSpec, origin: 'saved' | 'adhoc'): PlayerState => {
    const r = cachedTrace(s, probe);
    return r.ok ? { probe, origin, scenario: s, result: r.value, error: undefined, errorMsg: undefined, deadEnd: undefined } : { probe, origin, scenario: s, result: undefined, error: r.message, errorMsg: r.msg, deadEnd: r.deadEnd };
  };

  const player = createStore<PlayerState & PlayerActions>()((set, get) => ({
    ...EMPTY,
    show: (s, probe, origin = 'saved') => {
      playhead.setState({ step: 0, playing: false });
      set(probe ? walk(s, probe, origin) : EMPTY);
    },
    retrace: (s) => {
      const { probe, origin, scenario } = get();
      if (!probe || !origin || scenario === s) return;
      const again = origin === 'adhoc' ? probe : s.probes.find((p) => p.name === probe.name);
      if (!again) {
        playhead.setState({ step: 0, playing: false });
        const gone = walkFailure(walkMsg('walk.probeGone', { probe: probe.name }));
        set({ ...EMPTY, error: gone.message, errorMsg: gone.msg });
        return;
      }
      set(walk(s, again, origin));
      playhead.setState({ step: clamp(playhead.getState().step), playing: playhead.getState().playing && count() > 0 });
    },
    clear: () => {
      playhead.setState({ step: 0, playing: false });
      set(EMPTY);
    },
  }));
  return { player, playhead };
}
