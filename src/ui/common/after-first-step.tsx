// Side panels the demo does not need for its first step (the Inspector, the Trace panel's composer
// and lists) load right after it: the first load is the canvas and the playback bar, so the packet
// moves sooner on a slow laptop (issue 16), and the panels arrive a moment later. Their chunks are
// fetched once the playhead reaches step 1, or at the first idle moment after the canvas painted
// (playback waits for them: it starts when the panels have what they show).
import { useEffect } from 'react';
import type { App } from '../../state/app';
import { lazyNamed, type Chunk } from './lazy';
import { warmLater, warmPanels } from './warm-panels';

let release: () => void = () => undefined;
const firstStep = new Promise<void>((resolve) => (release = resolve));

const idle = (f: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(f, { timeout: 1000 }) : window.setTimeout(f, 50));

/** Resolves once the first step is on screen, or nothing is playing (and the browser is idle). */
export const afterFirstStep = (): Promise<void> => firstStep;

/** Watches the playhead for afterFirstStep; mounted once, in the app's playback leaf. */
export function useFirstStepSignal(app: App): void {
  useEffect(() => {
    // The first idle moment after the canvas has painted fetches them too: the playback loop holds
    // step 0 while a panel says "Loading…" (issue 33), so waiting for step 1 would wait forever.
    const check = () => {
      release();
      void warmPanels(app.player.getState().probe !== undefined);
    };
    // A step shown, or a pause (playing → not playing); not the quiet state before play starts.
    // Then what the walk shows later (the verdict's panels, the load balancer's) is fetched.
    const stop = app.playhead.subscribe((s, prev) => {
      if (s.step < 1 && !(prev.playing && !s.playing)) return;
      release();
      void warmLater();
    });
    // The startup decides whether to play in an effect: look once that has run.
    const id = idle(check);
    return () => {
      stop();
      (window.cancelIdleCallback ?? window.clearTimeout)(id);
    };
  }, [app]);
}

/** A lazy component whose chunk is fetched after the first step. */
export const lazyAfterFirstStep = <M, K extends keyof M>(load: Chunk<M> | (() => Promise<M>), name: K): M[K] => lazyNamed(load, name, () => firstStep);
