// Which step the side panels show for the trace they render (pure: tested without React). They
// follow the playhead in a transition, a few frames behind (usePanelStep), while they read the trace
// from the store at once: for one render after a new trace they would pair it with a step of the
// old one. A step is held with the events it was taken on, and used only with those.

export interface HeldStep<E> {
  events: E | undefined;
  step: number;
}

/** The held step when it was taken on `events`; else the playhead's `live` step, which belongs to the
 * newest trace, kept within `events`. */
export function panelStep<E extends readonly unknown[]>(held: HeldStep<E>, events: E | undefined, live: number): number {
  if (held.events === events) return held.step;
  return Math.max(0, Math.min(live, events?.length ?? 0));
}
