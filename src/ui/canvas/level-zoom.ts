// The zoom between levels (cluster, node, close-up) played on the compositor. React Flow is moved to
// the new view's viewport at once, and the way there is an animation of the viewport element's
// `translate` and `scale` (CSS properties of their own, applied outside React Flow's `transform`),
// from what makes the drawing look as the start viewport would, to nothing. A d3 transition of
// React Flow's viewport instead ran its store and React on every frame, and repainted the drawing
// at each scale: the level zooms cost the demo about 4 fps at 4× CPU throttle (issue 16).
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
