// The packet's motion with the Web Animations API (issue 16): a transform or opacity animation runs
// on the compositor, so the card glides on even when the main thread is busy rendering a step,
// and no script runs per frame (d3 transitions set a style from a timer on every frame, and
// raced React Flow's own frame work). The trace decides where the packet goes; this only moves it.

/** d3's easeCubicInOut as a CSS curve. */
export const EASE_CUBIC_IN_OUT = 'cubic-bezier(0.65, 0, 0.35, 1)';

// The animations started here, per element, until they end. Element.getAnimations() would do, but it
// brings the page's style up to date first: called in a step's effects, after React has written the
// step's DOM, it forced a whole style recalculation per element, several times a step.
const started = new WeakMap<Element, Set<Animation>>();

/** Starts an animation on `el` that stopAnimations can find. */
export function play(el: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions): Animation {
  const a = el.animate(keyframes, options);
  let mine = started.get(el);
  if (!mine) started.set(el, (mine = new Set()));
  mine.add(a);
  const forget = () => mine.delete(a);
  a.addEventListener('finish', forget);
  a.addEventListener('cancel', forget);
  return a;
}

/** Stops the animations started on `el`, leaving it where they had brought it when `keep`. */
export function stopAnimations(el: Element, keep = false): void {
  const mine = started.get(el);
  if (!mine) return;
  for (const a of [...mine]) {
    if (keep && a.playState === 'running') {
      try {
        a.commitStyles();
      } catch {
        /* an element no longer rendered has no style to commit */
      }
    }
    a.cancel();
  }
  mine.clear();
}

/** Animates from `from` to `to` and leaves `to` in the inline style (the state the step shows). */
export function animateTo(el: HTMLElement | SVGElement, from: Keyframe, to: Record<string, string>, options: KeyframeAnimationOptions): Animation {
  Object.assign(el.style, to);
  return play(el, [from, to], options);
}
