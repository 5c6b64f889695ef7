// The chunks the side panels show on the demo's first steps (the trace panel, the inspector and its
// sections) and the canvas's close-up, fetched together before playback starts (issue 33: playback starts when the panels have
// what they show). Importing a module that a lazy component imports too fills the same cache: the
// lazy component then resolves at once, with no "Loading…" on screen.
let warm: Promise<unknown> | undefined;
let done = false;
const listeners = new Set<() => void>();

export function warmPanels(): Promise<unknown> {
  warm ??= Promise.all([
    import('../player/TracePanel'),
    import('../inspector/Inspector'),
    import('../inspector/VerdictPanel'),
    import('../inspector/RealNodePanel'),
    import('../inspector/LbPanel'),
    import('../inspector/PortRules'),
    import('../inspector/CaptureSection'),
    import('../inspector/FixPanel'),
    import('../inspector/HandOver'),
    // The canvas's port close-up, which Follow opens at the demo's fourth step: fetched only at an
    // idle moment before, a busy laptop left the canvas empty there while it came (issue 33).
    import('../canvas/closeup-loader').then((m) => m.loadCloseUp()),
  ]).finally(() => {
    done = true;
    listeners.forEach((f) => f());
  });
  return warm;
}

export const panelsWarm = () => done;

export function subscribeWarm(f: () => void): () => void {
  listeners.add(f);
  return () => void listeners.delete(f);
}
