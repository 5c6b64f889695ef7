// The packet's motion with the Web Animations API (issue 16): a transform or opacity animation runs
// on the compositor, so the card glides on even when the main thread is busy rendering a step,
// and no script runs per frame (d3 transitions set a style from a timer on every frame, and
// raced React Flow's own frame work). The trace decides where the packet goes; this only moves it.

/** d3's easeCubicInOut as a CSS curve. */
export const EASE_CUBIC_IN_OUT = 'cubic-bezier(0.65, 0, 0.35, 1)';

/** Stops the running animations of `el`, leaving it where they had brought it when `keep`. */
export function stopAnimations(el: Element, keep = false): void {
  for (const a of el.getAnimations()) {
    if (keep && a.playState === 'running') {
      try {
        a.commitStyles();
      } catch {
        /* an element no longer rendered has no style to commit */
      }
    }
    a.cancel();
  }
}

/** Animates from `from` to `to` and leaves `to` in the inline style (the state the step shows). */
export function animateTo(el: HTMLElement | SVGElement, from: Keyframe, to: Record<string, string>, options: KeyframeAnimationOptions): Animation {
  Object.assign(el.style, to);
  return el.animate([from, to], options);
}
