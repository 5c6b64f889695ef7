// What the canvas remembers of its viewport beyond one mount. The shell swaps the desktop and the
// phone layouts when the window crosses the phone width (a resize, a turned tablet, a screenshot
// tool sizing the window for a moment), and the new canvas must not forget a view the user moved,
// nor the view to put back after a print fit. One memory per app, like its stores.
import type { Viewport } from './viewport';

export interface ViewMemory {
  /** The view (by key) the user moved, and where it was when its canvas went away. */
  moved?: { key: string; at?: Viewport };
  /** Where a view was before the print fit replaced it. */
  beforePrint?: { key: string; at: Viewport };
}

const memories = new WeakMap<object, ViewMemory>();

export function viewMemoryOf(app: object): ViewMemory {
  let memory = memories.get(app);
  if (!memory) memories.set(app, (memory = {}));
  return memory;
}

/** What to do as a view opens or changes size or print state: fit it (the readable default, or the
 * whole drawing in print), put a viewport back, or leave alone the view the user moved. A handout
 * is always fitted whole; after printing, a view the user moved is put back as it was. */
export function nextViewport(memory: ViewMemory, key: string, printing: boolean, current: () => Viewport): 'fit' | 'keep' | Viewport {
  if (printing) {
    if (memory.beforePrint?.key !== key) memory.beforePrint = { key, at: current() };
    return 'fit';
  }
  const back = memory.beforePrint?.key === key ? memory.beforePrint.at : undefined;
  memory.beforePrint = undefined;
  if (memory.moved?.key !== key) return 'fit';
  const to = back ?? memory.moved.at;
  memory.moved.at = undefined;
  return to ?? 'keep';
}

/** The user panned or zoomed this view (or reset it: `undefined`). */
export function setMoved(memory: ViewMemory, key: string | undefined): void {
  memory.moved = key === undefined ? undefined : { key };
}

/** The canvas goes away: a view the user moved is kept as it is now, for the next canvas. */
export function leave(memory: ViewMemory, key: string, at: Viewport): void {
  if (memory.moved?.key === key) memory.moved.at = at;
}
