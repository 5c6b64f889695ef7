/**
 * Runs `fn` once the frame that shows the new step has been painted; returns a cancel. An animation
 * counts its time from when it is made: made before a heavy frame (a step re-renders the panels),
 * it would spend its duration waiting and then jump to its end.
 */
export function afterPaint(fn: () => void): () => void {
  let id = requestAnimationFrame(() => (id = requestAnimationFrame(fn)));
  return () => cancelAnimationFrame(id);
}
