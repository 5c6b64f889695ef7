// The trace being shown and the playhead. The playhead lives in its own store so that the
// animation can move it without re-rendering every panel.
import { createStore } from 'zustand/vanilla';
import type { ProbeResult } from '../cluster/simulation';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { traceProbe } from './simulation';

export interface PlayerState {
  probe?: ProbeSpec;
  result?: ProbeResult;
  error?: string;
}

export interface PlayheadState {
  /** 1-based step of the trace's events (0: before the first). */
  step: number;
  playing: boolean;
  /** 0.25 to 4; one hop takes about half a second at 1×. */
  speed: number;
}

export const SPEEDS = [0.25, 0.5, 1, 2, 4] as const;

export function createPlayerStores() {
  const player = createStore<PlayerState & { show(s: Scenario, probe: ProbeSpec | undefined): void; clear(): void }>()((set) => ({
    show: (s, probe) => {
      if (!probe) return set({ probe: undefined, result: undefined, error: undefined });
      const r = traceProbe(s, probe);
      if (r.ok) set({ probe, result: r.value, error: undefined });
      else set({ probe, result: undefined, error: r.message });
    },
    clear: () => set({ probe: undefined, result: undefined, error: undefined }),
  }));
  const count = () => player.getState().result?.trace.events.length ?? 0;
  const playhead = createStore<
    PlayheadState & {
      setStep(n: number | 'end'): void;
      forward(): void;
      back(): void;
      play(): void;
      pause(): void;
      toggle(): void;
      setSpeed(x: number): void;
    }
  >()((set, get) => ({
    step: 0,
    playing: false,
    speed: 1,
    setStep: (n) => set({ step: n === 'end' ? count() : Math.max(0, Math.min(count(), n)) }),
    forward: () => {
      const next = Math.min(count(), get().step + 1);
      set({ step: next, playing: get().playing && next < count() });
    },
    back: () => set({ step: Math.max(1, get().step - 1), playing: false }),
    play: () => set({ playing: true, step: get().step >= count() ? 0 : get().step }),
    pause: () => set({ playing: false }),
    toggle: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (x) => set({ speed: x }),
  }));
  return { player, playhead };
}
