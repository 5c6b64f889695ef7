// The chunks the side panels show on the demo's first steps (the trace panel, the inspector and the
// sections it shows from the first step) and the canvas's close-up, fetched together before playback starts (issue 33: playback starts when the panels have
// what they show). Importing a module that a lazy component imports too fills the same cache: the
// lazy component then renders at once (lazy.tsx's Chunk), with no "Loading…" on screen.
import { chunks } from './chunks';

let warm: Promise<unknown> | undefined;
let done = false;
const listeners = new Set<() => void>();

/** `closeUp`: a probe is about to play (Follow opens the port close-up on its way); a page with
 * nothing to play fetches the close-up when it is first opened. */
export function warmPanels(closeUp = true): Promise<unknown> {
  warm ??= Promise.all([
    chunks.tracePanel.load(),
    chunks.inspector.load(),
    chunks.realNodePanel.load(),
    chunks.portRules.load(),
    chunks.captureSection.load(),
    // The canvas's port close-up, which Follow opens at the demo's fourth step: fetched only at an
    // idle moment before, a busy laptop left the canvas empty there while it came (issue 33).
    closeUp ? import('../canvas/closeup-loader').then((m) => m.loadCloseUp()) : undefined,
  ]).finally(() => {
    done = true;
    listeners.forEach((f) => f());
  });
  return warm;
}

/**
 * What a walk shows only later: the load balancer's panel at its step, the verdict with its fixes
 * and hand-over at the end. Fetched once the first step is on screen (after-first-step.tsx), so that each is there when its step
 * comes, but not on the first step's path (with them, and the YAML library the fixes bring, the
 * scripts before the demo's first step went from 199 to 346 KB gzip: bench load.initialJs.gzipKB).
 */
let later: Promise<unknown> | undefined;
export function warmLater(): Promise<unknown> {
  later ??= Promise.all([chunks.lbPanel.load(), chunks.verdictPanel.load(), chunks.fixPanel.load(), chunks.handOver.load()]);
  return later;
}

export const panelsWarm = () => done;

export function subscribeWarm(f: () => void): () => void {
  listeners.add(f);
  return () => void listeners.delete(f);
}
