// What the playback loop waits for (issue 33 item 4, "a calm first ten seconds"): a step moves on
// only once the side panels show what they show — no chunk still "Loading…" — and once every panel
// that follows the playhead (usePanelStep: the inspector, the event list) has committed the step
// the counter shows. A panel or a chunk that never comes holds a step at most HOLD_MAX_MS.
type Listener = () => void;

export const HOLD_MAX_MS = 4000;

let loading = 0;
/** Per mounted panel, the step (with its trace's events) it last committed. */
const panels = new Map<symbol, { events: unknown; step: number }>();
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((f) => f());

export function subscribePanels(f: Listener): () => void {
  listeners.add(f);
  return () => void listeners.delete(f);
}

/** A Loading fallback is on screen (mount) or gone (unmount). */
export function loadingShown(on: boolean): void {
  loading += on ? 1 : -1;
  tell();
}

export const chunksLoading = () => loading > 0;

export function panelMounted(id: symbol): () => void {
  return () => {
    panels.delete(id);
    tell();
  };
}

export function panelShows(id: symbol, events: unknown, step: number): void {
  panels.set(id, { events, step });
  tell();
}

/** Does every mounted panel show `step` of `events`? */
export const panelsShow = (events: unknown, step: number) => [...panels.values()].every((p) => p.events === events && p.step === step);

/** The step the panels show (the counter and the narration show it too): the step every panel has
 * committed for `events`; `live` (the playhead's) when no panel follows it or they disagree on the trace. */
export function panelsStep(events: unknown, live: number): number {
  let step: number | undefined;
  for (const p of panels.values()) {
    if (p.events !== events) return live;
    step = step === undefined ? p.step : Math.min(step, p.step);
  }
  return step ?? live;
}
