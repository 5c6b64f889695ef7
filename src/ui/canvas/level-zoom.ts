// Camera moves played on the compositor: the zoom between levels (cluster, node, close-up) and
// Follow's pans. React Flow is moved to the new viewport at once, and the way there is an animation
// of the viewport element's `translate` and `scale` (CSS properties of their own, applied outside
// React Flow's `transform`), from what makes the drawing look as the start viewport would, to
// nothing. A d3 transition of React Flow's viewport instead ran its store and React on every frame,
// and repainted the drawing at each scale: the level zooms cost the demo about 4 fps at 4× CPU
// throttle (issue 16).
import type { Viewport } from './viewport';
import { EASE_CUBIC_IN_OUT, play, stopAnimations } from '../player/motion';

/** The `translate` (px) and `scale` that, put outside the transform of `to`, show what `from` shows:
 * a point p drawn at to.zoom·p + to.xy appears at from.zoom·p + from.xy. React Flow's viewport
 * scales about its top left corner (transform-origin 0 0). */
export function levelZoomStart(from: Viewport, to: Viewport): { x: number; y: number; scale: number } {
  const scale = from.zoom / to.zoom;
  return { x: from.x - scale * to.x, y: from.y - scale * to.y, scale };
}

/** Plays the way from `from` to `to` on React Flow's viewport element, which already shows `to`. */
export function playLevelZoom(viewport: Element, from: Viewport, to: Viewport, duration: number): void {
  stopLevelZoom(viewport);
  const s = levelZoomStart(from, to);
  play(viewport, [{ translate: `${s.x}px ${s.y}px`, scale: `${s.scale}` }, { translate: '0px 0px', scale: '1' }], { duration, easing: EASE_CUBIC_IN_OUT });
}

/** Another move of the view takes over from a zoom still playing. */
export function stopLevelZoom(viewport: Element | null | undefined): void {
  if (viewport) stopAnimations(viewport);
}

/** What the viewport element shows now: React Flow's viewport `v` seen through the `translate` and
 * `scale` a camera move has brought it to. A move that takes over starts from there, not with a jump. */
export function shownViewport(translate: string, scale: string, v: Viewport): Viewport {
  const [tx = 0, ty = 0] = translate === 'none' ? [] : translate.split(' ').map((p) => parseFloat(p) || 0);
  const k = scale === 'none' ? 1 : parseFloat(scale) || 1;
  return { x: tx + k * v.x, y: ty + k * v.y, zoom: k * v.zoom };
}

/** Moves React Flow to `to`, the way there played from what the viewport element shows now. */
export function moveCamera(viewport: Element | null | undefined, v: Viewport, to: Viewport, setViewport: (v: Viewport) => unknown, duration: number): void {
  const style = viewport && getComputedStyle(viewport);
  const from = style ? shownViewport(style.translate, style.scale, v) : v;
  stopLevelZoom(viewport);
  setViewport(to);
  if (viewport && duration > 0) playLevelZoom(viewport, from, to, duration);
}
