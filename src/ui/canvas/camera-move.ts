// Camera moves played on the compositor: the zoom between levels (cluster, node, close-up) and
// Follow's pans. React Flow is moved to the new viewport at once, and the way there is an animation
// of the viewport element's `translate` and `scale` (CSS properties of their own, applied outside
// React Flow's `transform`), from what makes the drawing look as the start viewport would, to
// nothing. A d3 transition of React Flow's viewport instead ran its store and React on every frame,
// and repainted the drawing at each scale: the level zooms cost the demo about 4 fps at 4× CPU
// throttle (issue 16). What React Flow draws outside that element from its own transform, the
// background's dots, is at the end of the move from its start.
import type { Viewport } from './viewport';
import { EASE_CUBIC_IN_OUT, play, stopAnimations } from '../player/motion';

type SetViewport = (v: Viewport, options?: { duration?: number }) => unknown;

/** The `translate` (px) and `scale` that, put outside the transform of `to`, show what `from` shows:
 * a point p drawn at to.zoom·p + to.xy appears at from.zoom·p + from.xy. React Flow's viewport
 * scales about its top left corner (transform-origin 0 0). */
export function cameraMoveStart(from: Viewport, to: Viewport): { x: number; y: number; scale: number } {
  const scale = from.zoom / to.zoom;
  return { x: from.x - scale * to.x, y: from.y - scale * to.y, scale };
}

/** What the viewport element shows now: React Flow's viewport `v` seen through the `translate` and
 * `scale` a camera move has brought it to. A move that takes over starts from there, not with a jump. */
export function shownViewport(translate: string, scale: string, v: Viewport): Viewport {
  const [tx = 0, ty = 0] = translate === 'none' ? [] : translate.split(' ').map((p) => parseFloat(p) || 0);
  const k = scale === 'none' ? 1 : parseFloat(scale) || 1;
  return { x: tx + k * v.x, y: ty + k * v.y, zoom: k * v.zoom };
}

/** React Flow's viewport element in the canvas `root` (its `.react-flow` element). */
export const viewportElementOf = (root: Element | null | undefined) => root?.querySelector('.react-flow__viewport') ?? undefined;

/** Whether a move can be played on the viewport element alone: not when React Flow draws only what
 * is in view (a big cluster: what the move passes over would be missing) nor while a node's toolbar
 * is open (it is placed from React Flow's transform, outside the element, and would be left behind). */
function onCompositor(root: Element): boolean {
  return !root.closest('[data-culling="true"]') && !root.querySelector('.react-flow__node-toolbar');
}

/** A move still playing stops where it is: another move, the user's or a refit, takes over. */
export function stopCameraMove(root: Element | null | undefined): void {
  const el = viewportElementOf(root);
  if (el) stopAnimations(el);
}

/** When the user last took each canvas's camera (a zoom, a drag, Fit). */
const takenAt = new WeakMap<Element, number>();

/** The user took the camera: a move of ours planned before now is not made (cameraTakenSince). */
export function userTookCamera(root: Element | null | undefined): void {
  if (root) takenAt.set(root, performance.now());
}

/** Whether the user took this canvas's camera after `t` (performance.now()): a step's move planned
 * at `t` and made a little later must not undo their "Fit port" or zoom. */
export const cameraTakenSince = (root: Element | null | undefined, t: number): boolean => !!root && (takenAt.get(root) ?? -Infinity) >= t;

/**
 * Moves React Flow to `to` over `duration` ms, seen to start from `from` (what the view shows now
 * when not given). On the compositor when it can be, else as React Flow's own transition.
 */
export function moveCamera(root: Element | null | undefined, current: Viewport, to: Viewport, setViewport: SetViewport, duration: number, from?: Viewport): void {
  const el = viewportElementOf(root);
  const style = el && !from ? getComputedStyle(el) : undefined;
  const start = from ?? (style ? shownViewport(style.translate, style.scale, current) : current);
  if (el) stopAnimations(el);
  if (!root || !el || duration <= 0 || !onCompositor(root)) {
    if (duration > 0 && from) void Promise.resolve(setViewport(from)).then(() => setViewport(to, { duration }));
    else void setViewport(to, { duration });
    return;
  }
  void setViewport(to);
  const s = cameraMoveStart(start, to);
  play(el, [{ translate: `${s.x}px ${s.y}px`, scale: `${s.scale}` }, { translate: '0px 0px', scale: '1' }], { duration, easing: EASE_CUBIC_IN_OUT });
}
