// The canvas's own camera moves: the readable default of a view (viewport.ts) as the view opens and
// whenever its bounds, the canvas, the band over it, Presenter or print change, and the zoom between
// levels. Between those, Follow moves it (PacketGlyph, follow-camera.ts), or the user.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useReactFlow, useStore as useFlowStore, type Node } from '@xyflow/react';
import { useApp } from '../app-context';
import type { View } from '../../state/ui-store';
import { boundsOf, CANVAS_PADDING, PRINT, PRINT_PADDING, PRINT_SIZE, readableViewport, refitKeepingPan, ZOOM_MS, zoomsFor, type Viewport } from './viewport';
import { usePrinting } from './use-printing';
import { leave, nextViewport, setMoved, viewMemoryOf } from './view-memory';
import { moveCamera, stopCameraMove, userTookCamera } from './camera-move';

/** Keeps the viewport at the readable default (viewport.ts) as the view opens and as its content
 * grows while it is built, until the user pans or zooms; opening another view starts over. The
 * content is the computed layout: dragging a card does not move the view. */
export function useReadableViewport(nodes: Node[], viewKey: string, presenter: boolean, view: View, still: boolean, top: number) {
  const flow = useReactFlow();
  const width = useFlowStore((s) => s.width);
  const domNode = useFlowStore((s) => s.domNode);
  const height = useFlowStore((s) => s.height);
  const box = useMemo(() => boundsOf(nodes.filter((n) => !n.parentId)), [nodes]);
  const boxKey = box ? `${box.x},${box.y},${box.width},${box.height}` : '';
  const memory = viewMemoryOf(useApp());
  const fitted = useRef<{ key: string; view: View; frame: string; at: Viewport }>(undefined);
  // Read at fit time only: the close-up's nodes (and so the box object) are new at every step, and
  // a refit then undid Follow's pan to the packet card (issue 16). The view refits when the box's
  // bounds change (boxKey), not when it is drawn again.
  const latest = useRef({ nodes, view, box });
  useLayoutEffect(() => {
    latest.current = { nodes, view, box };
  });
  const printing = usePrinting();
  // Every move of the canvas's own stops a move still playing first; a refit to where the view
  // already is does nothing at all (a band over the canvas drawn the same height again): moving
  // React Flow there would still run every viewport listener and redraw, and stop a Follow pan.
  const put = useCallback(
    (v: Viewport) => {
      if (sameViewport(flow.getViewport(), v)) return;
      stopCameraMove(domNode);
      void flow.setViewport(v);
    },
    [flow, domNode],
  );
  /** `keepPan`: a refit of the open view keeps Follow's pan (refitKeepingPan); a reset does not. */
  const fit = useCallback((keepPan: boolean) => {
    const { nodes, view, box } = latest.current;
    if (!box || width <= 0 || height <= 0) return;
    if (printing) return put(readableViewport(box, PRINT_SIZE, PRINT, PRINT_PADDING));
    const target = readableViewport(box, { width, height }, zoomsFor(view.kind === 'port', presenter), { ...CANVAS_PADDING, top });
    const before = fitted.current;
    // What besides the drawing decides the fit: with all of it the same, only the drawing changed.
    const frame = `${width},${height},${top},${presenter}`;
    fitted.current = { key: viewKey, view, frame, at: target };
    if (keepPan && before?.key === viewKey && before.frame === frame) return put(refitKeepingPan(before.at, target, flow.getViewport()));
    const from = before && before.key !== viewKey && !still ? zoomFrom(before.view, view, target, nodes, { width, height }) : undefined;
    if (!from) return put(target);
    // Zoom is navigation: a level deeper grows out of the middle, a level up shrinks back from
    // where the port sits in the node (camera-move.ts). A cut with reduced motion.
    moveCamera(domNode, flow.getViewport(), target, (v, o) => flow.setViewport(v, o), ZOOM_MS, from);
  }, [flow, width, height, presenter, viewKey, still, top, printing, domNode, put]);
  // Refit on a new view, a new size of the content, of the canvas or of the band over it, presenter
  // mode, print; the memory outlives this canvas (view-memory.ts).
  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    const next = nextViewport(memory, viewKey, printing, () => flow.getViewport());
    if (next === 'fit') fit(true);
    else if (next !== 'keep') put(next);
  }, [viewKey, boxKey, width, height, presenter, top, fit, printing, flow, memory, put]);
  // A canvas that goes away (the phone and desktop layouts swap) leaves its moved view to the next.
  const key = useRef(viewKey);
  useLayoutEffect(() => {
    key.current = viewKey;
  });
  useEffect(() => () => leave(memory, key.current, flow.getViewport()), [flow, memory]);
  // The user takes the camera: a move of ours still playing stops where it is, so that a drag or a
  // wheel zoom starts from what the screen shows (React Flow is already at the move's end).
  const moved = useCallback(() => {
    stopCameraMove(domNode);
    userTookCamera(domNode);
    setMoved(memory, viewKey);
  }, [viewKey, memory, domNode]);
  /** For onMoveStart: a move with an input event is the user's (ours have none). */
  const onMoveStart = useCallback((event: MouseEvent | TouchEvent | null) => event && moved(), [moved]);
  const reset = useCallback(() => {
    setMoved(memory, undefined);
    fit(false);
  }, [fit, memory]);
  /** A node dragged while a move plays: the drag is worked out from where the screen shows it. */
  const stop = useCallback(() => stopCameraMove(domNode), [domNode]);
  return { onMoveStart, moved, reset, stop };
}

/** Within half a pixel and a thousandth of zoom: what a screen shows the same. */
const sameViewport = (a: Viewport, b: Viewport) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.zoom - b.zoom) < 1e-3;
const LEVEL = { cluster: 0, node: 1, port: 2 } as const;

/** Where the zoom between two levels starts: smaller than the target when going in, larger and
 * centred on the port just left when coming out. Undefined when it is not a change of level. */
function zoomFrom(prev: View, next: View, target: Viewport, nodes: Node[], canvas: { width: number; height: number }): Viewport | undefined {
  if (LEVEL[prev.kind] === LEVEL[next.kind]) return undefined;
  const deeper = LEVEL[next.kind] > LEVEL[prev.kind];
  const k = deeper ? 0.45 : 2.2;
  const zoom = target.zoom * k;
  // The flow point at the centre of the target stays at the centre, unless we know where we came from.
  let fx = (canvas.width / 2 - target.x) / target.zoom;
  let fy = (canvas.height / 2 - target.y) / target.zoom;
  if (!deeper && prev.kind === 'port') {
    const port = nodes.find((n) => n.id === `port:${prev.port}`);
    const parent = port?.parentId ? nodes.find((n) => n.id === port.parentId) : undefined;
    if (port) {
      fx = (parent?.position.x ?? 0) + port.position.x + (port.width ?? 0) / 2;
      fy = (parent?.position.y ?? 0) + port.position.y + (port.height ?? 0) / 2;
    }
  }
  return { x: canvas.width / 2 - fx * zoom, y: canvas.height / 2 - fy * zoom, zoom };
}

