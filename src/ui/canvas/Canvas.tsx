// The React Flow canvas: the cluster view or one node's view, drawn from the simulation of the
// current scenario (never a second hand-kept copy), with the packet travelling on top. Positions
// the user drags are kept per scenario and view, across reloads.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { applyNodeChanges, Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Edge, type Node, type NodeChange } from '@xyflow/react';
import { useApp, usePlayer, usePlayhead, useUi } from '../app-context';
import { focusRing } from '../common/controls';
import { useSimulation } from '../drawn-scenario';
import { createPositionStore, type PositionStore, type ViewPositions } from '../../state/positions';
import { browserStorage } from '../../state/storage';
import { motionOff, type View } from '../../state/ui-store';
import { clusterLayout } from './cluster-layout';
import { nodeLayout } from './node-layout';
import { ExternalCard, InternetCard, K8sNodeCard, ServiceCard, UnderlayBar } from './nodes/ClusterNodes';
import { CompartmentCard, HostUnderlay, NicBox, PortBox, VSwitchBox } from './nodes/HostNodes';
import { PacketGlyph } from './PacketGlyph';
import { lazyNamed, Loading } from '../common/lazy';
import { closeUpNodeTypes, useCloseUpChunk, usePrefetchCloseUp } from './closeup-loader';
import { findPort } from '../../state/find-port';
import { elsewhere } from './place';
import { CANVAS_PADDING, MIN_ZOOM, PRESENTER, READABLE } from './viewport';
import { TopBand } from './TopBand';
import { useReadableViewport } from './use-readable-viewport';
import { loadValidation } from '../../state/validation';
import { useT } from '../i18n/use-t';
import { lazyAfterFirstStep } from '../common/after-first-step';

// Build mode's editor on the close-up: after the demo's first step.
const CloseUpEditor = lazyAfterFirstStep(() => import('./CloseUpEditor'), 'CloseUpEditor');

// Only an empty or broken view shows these (with the scenario edits they offer): a chunk of their own.
const emptyState = () => loadValidation().then(() => import('./EmptyState'));
const EmptyCluster = lazyNamed(emptyState, 'EmptyCluster');
const MissingNode = lazyNamed(emptyState, 'MissingNode');

const nodeTypes = {
  k8sNode: K8sNodeCard,
  service: ServiceCard,
  underlay: UnderlayBar,
  internet: InternetCard,
  external: ExternalCard,
  compartment: CompartmentCard,
  vswitch: VSwitchBox,
  port: PortBox,
  nic: NicBox,
  hostUnderlay: HostUnderlay,
  ...closeUpNodeTypes,
};

let positionStore: PositionStore | undefined;
/** One per page: the canvas's own slice of state (the app's stores do not know about layout). */
const positions = () => (positionStore ??= createPositionStore(browserStorage()));

/** Elements (cards and lines) from which the canvas renders only those in view. */
const ONLY_VISIBLE_FROM = 50;

const viewKeyOf = (v: View) => (v.kind === 'cluster' ? 'cluster' : v.kind === 'node' ? `node:${v.node}` : `port:${v.node}:${v.port}`);
const EMPTY = { nodes: [] as Node[], edges: [] as Edge[] };

/** The layout's nodes where the user put them, each with its declared size as its measured one:
 * React Flow hides a node it has not measured and measures it first, so a view opened at a step
 * drew its cards a frame late and the packet card beside them was mounted again (issue 16). */
function place(nodes: Node[], saved: ViewPositions): Node[] {
  return nodes.map((n) => {
    const at = saved[n.id];
    const sized = n.measured || !n.width || !n.height ? n : { ...n, measured: { width: n.width, height: n.height } };
    return at ? { ...sized, position: at } : sized;
  });
}

/** Room between the band over the canvas and the drawing below it. */
const BAND_GAP = 2;

function FlowView() {
  const app = useApp();
  const { scenario, sim } = useSimulation();
  const view = useUi((s) => s.view);
  const theme = useUi((s) => s.theme);
  const presenter = useUi((s) => s.presenter);
  const t = useT();
  const viewKey = viewKeyOf(view);
  const name = scenario.metadata.name;

  const events = usePlayer((s) => s.result?.trace.events);
  // The close-up redraws per step (which band decided what); the other views do not read the step.
  const step = usePlayhead((s) => (view.kind === 'port' ? s.step : 0));
  const port = view.kind === 'port' && !(sim instanceof Error) ? findPort(sim.world, view.node, view.port) : undefined;
  // The close-up is a lazy chunk: fetched at idle after the first step, or when a port opens.
  const closeUp = useCloseUpChunk(view.kind === 'port');
  usePrefetchCloseUp(usePlayhead((s) => s.step > 0));
  const layout = useMemo(() => {
    if (sim instanceof Error) return EMPTY;
    if (view.kind === 'port') return port && closeUp ? { nodes: closeUp.closeUpNodes(events ?? [], step, port, view.node), edges: [] } : EMPTY;
    return view.kind === 'cluster' ? clusterLayout(sim) : nodeLayout(sim.world.hosts.get(view.node), sim);
  }, [sim, view, port, events, step, closeUp]);
  const saved = useStore(positions(), (s) => s.positions(name, viewKey));
  const placed = useMemo(() => place(layout.nodes as Node[], saved), [layout, saved]);

  // React Flow owns node state while a drag is on; a new layout or saved position resets it.
  const [drag, setDrag] = useState({ from: placed, nodes: placed });
  const nodes = drag.from === placed ? drag.nodes : placed;
  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      for (const c of changes) if (c.type === 'position' && c.position && c.dragging === false) positions().getState().move(name, viewKey, c.id, c.position);
      setDrag((d) => ({ from: placed, nodes: applyNodeChanges(changes, d.from === placed ? d.nodes : placed) }));
    },
    [name, viewKey, placed],
  );

  const hasNodes = scenario.nodes.length > 0;
  const culling = nodes.length + layout.edges.length > ONLY_VISIBLE_FROM;
  // React Flow's own buttons (zoom in, out, fit) say their names in the chosen language too.
  const flowLabels = useMemo(
    () => ({ 'controls.ariaLabel': t('trace.canvas.controls'), 'controls.zoomIn.ariaLabel': t('trace.canvas.zoomIn'), 'controls.zoomOut.ariaLabel': t('trace.canvas.zoomOut'), 'controls.fitView.ariaLabel': t('trace.canvas.fitAll') }),
    [t],
  );
  const still = useUi(motionOff);
  // The drawing and the packet card keep below the band over the canvas, as high as it is drawn.
  const [bandBottom, setBandBottom] = useState(0);
  const top = Math.max(CANVAS_PADDING.top, bandBottom + BAND_GAP);
  const viewport = useReadableViewport(layout.nodes as Node[], `${name}|${viewKey}`, presenter, view, still, top);
  const resetLayout = () => {
    positions().getState().reset(name, viewKey);
    viewport.reset();
  };

  const onNodeDoubleClick = useCallback(
    (_: unknown, n: Node) => {
      if (n.type === 'k8sNode') app.ui.getState().open({ kind: 'node', node: n.id.slice('node:'.length) });
      const d = n.data as { vfp?: boolean; portId?: string };
      if (n.type === 'port' && d.vfp && d.portId && view.kind === 'node') app.ui.getState().open({ kind: 'port', node: view.node, port: d.portId });
    },
    [app, view],
  );
  const onNodeClick = useCallback(
    (_: unknown, n: Node) => {
      const ui = app.ui.getState();
      const data = n.data as { ref?: string; pod?: string };
      if (n.type === 'k8sNode') ui.select({ kind: 'node', node: n.id.slice('node:'.length) });
      else if (n.type === 'service' && data.ref) ui.select({ kind: 'service', ref: data.ref });
      else if (n.type === 'external' && data.ref) ui.select({ kind: 'external', ref: data.ref });
      else if (n.type === 'compartment' && data.pod) ui.select({ kind: 'pod', ref: data.pod });
      else if (n.type === 'compartment' && view.kind === 'node') ui.select({ kind: 'node', node: view.node });
    },
    [app, view],
  );
  const onPaneClick = useCallback(() => app.ui.getState().select(undefined), [app]);

  if (sim instanceof Error) {
    return (
      <>
        <TopBand />
        <div role="alert" className="flex h-full items-center justify-center p-8 text-rose-700 dark:text-rose-300">
          {t('trace.canvas.noSim', { why: sim.message })}
        </div>
      </>
    );
  }
  if (view.kind !== 'cluster' && !sim.world.hosts.has(view.node))
    return (
      <>
        <TopBand />
        <Loading>
          <MissingNode node={view.node} />
        </Loading>
      </>
    );
  return (
    <ReactFlow
      nodes={nodes}
      edges={layout.edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onNodeDoubleClick={onNodeDoubleClick}
      onNodeClick={onNodeClick}
      onPaneClick={onPaneClick}
      onMoveStart={viewport.onMoveStart}
      onNodeDragStart={viewport.stop}
      colorMode={theme}
      ariaLabelConfig={flowLabels}
      minZoom={MIN_ZOOM}
      maxZoom={3}
      proOptions={{ hideAttribution: true }}
      nodesConnectable={false}
      elementsSelectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      zoomOnDoubleClick={false}
      // A big cluster: draw only what is on screen, so a pan repaints a screenful, not the cluster
      // (and camera moves are React Flow's own, camera-move.ts).
      onlyRenderVisibleElements={culling}
      data-culling={culling}
      // Presenter draws the close-up's smallest marks larger (index.css's .room-mark).
      data-presenter={presenter || undefined}
      defaultEdgeOptions={{ style: { strokeWidth: 1.5 } }}
    >
      <Background gap={24} />
      <TopBand onBottom={setBandBottom}>
        {Object.keys(saved).length > 0 && (
          <button
            type="button"
            onClick={resetLayout}
            className={`whitespace-nowrap rounded-md border border-slate-300 bg-white/95 px-2 py-1 text-sm shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900/95 dark:hover:bg-slate-800 ${focusRing}`}
            data-testid="reset-layout"
          >
            {t('trace.canvas.resetLayout')}
          </button>
        )}
        {/* "Fit node" sits with the zoom buttons: in a bottom corner it covered the NIC's words. In
            the band's flow, not a corner of its own: React Flow's panels are absolute and overlapped it. */}
        <Controls className="!static !m-0" showInteractive={false} position="top-right" orientation="horizontal" onZoomIn={viewport.moved} onZoomOut={viewport.moved} onFitView={viewport.moved}>
          <FitButton view={view} presenter={presenter} still={still} onFit={viewport.moved} />
        </Controls>
      </TopBand>
      {!hasNodes && view.kind === 'cluster' && (
        <Loading>
          <EmptyCluster />
        </Loading>
      )}
      <PacketGlyph top={top} />
    </ReactFlow>
  );
}

/** "Fit node": the whole of the open view on screen, as large as Presenter allows. */
function FitButton({ view, presenter, still, onFit }: { view: View; presenter: boolean; still: boolean; onFit: () => void }) {
  const flow = useReactFlow();
  const t = useT();
  const what = t(`trace.canvas.level.${view.kind}`);
  return (
    <button
      type="button"
      onClick={() => {
        onFit();
        void flow.fitView({ padding: 0.04, maxZoom: presenter ? PRESENTER.ceil : READABLE.ceil, duration: still ? 0 : 300 });
      }}
      title={t('trace.canvas.fitTitle', { what })}
      className={`ml-1 whitespace-nowrap rounded-md border border-slate-300 bg-white/95 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900/95 dark:hover:bg-slate-800 ${focusRing}`}
      data-testid="fit-view"
    >
      {t('trace.canvas.fit', { what })}
    </button>
  );
}

/** In a node view the packet is not on: where it is, and a way there (instead of drawing it here).
 * Bottom left: the top band is the breadcrumb's. */
function PacketElsewhere() {
  const app = useApp();
  const view = useUi((s) => s.view);
  const step = usePlayhead((s) => s.step);
  const events = usePlayer((s) => s.result?.trace.events);
  const at = step > 0 ? events?.[step - 1]?.at : undefined;
  const ev = step > 0 ? events?.[step - 1] : undefined;
  const there = at ? elsewhere(view, at, ev?.kind) : undefined;
  const t = useT();
  if (!there) return null;
  const name = there.kind === 'node' ? there.node : t(at?.place === 'wire' ? 'trace.canvas.theWire' : 'trace.canvas.clusterView');
  return (
    <button type="button" title={t('trace.canvas.elsewhereTitle', { where: name })} className={`absolute bottom-3 left-3 z-10 whitespace-nowrap rounded-md border border-sky-600 print:hidden bg-white/95 px-2 py-1 text-sm text-sky-800 shadow hover:bg-sky-50 dark:bg-slate-900/95 dark:text-sky-300 dark:hover:bg-slate-800 ${focusRing}`} onClick={() => app.ui.getState().open(there)} data-testid="packet-elsewhere">
      {t('trace.canvas.elsewhere', { where: name })}
    </button>
  );
}

export function Canvas() {
  // Contained like the side panels (App.tsx): a step's redraw of the canvas stays inside it.
  return (
    <div className="relative h-full w-full contain-strict print:contain-none" data-testid="canvas">
      <PacketElsewhere />
      <Suspense fallback={null}>
        <CloseUpEditor />
      </Suspense>
      <ReactFlowProvider>
        <FlowView />
      </ReactFlowProvider>
    </div>
  );
}
