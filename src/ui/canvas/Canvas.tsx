// The React Flow canvas: the cluster view or one node's view, drawn from the simulation of the
// current scenario (never a second hand-kept copy), with the packet travelling on top.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Edge, type Node, type NodeChange, applyNodeChanges } from '@xyflow/react';
import { useApp, useScenario, useUi } from '../app-context';
import { simulationOf } from '../../state/simulation';
import { clusterLayout } from './cluster-layout';
import { nodeLayout } from './node-layout';
import { ExternalCard, InternetCard, K8sNodeCard, ServiceCard, UnderlayBar } from './nodes/ClusterNodes';
import { CompartmentCard, HostUnderlay, NicBox, PortBox, VSwitchBox } from './nodes/HostNodes';
import { PacketGlyph } from './PacketGlyph';

const clusterTypes = { k8sNode: K8sNodeCard, service: ServiceCard, underlay: UnderlayBar, internet: InternetCard, external: ExternalCard };
const hostTypes = { compartment: CompartmentCard, vswitch: VSwitchBox, port: PortBox, nic: NicBox, underlay: HostUnderlay };
const nodeTypes = { ...clusterTypes, ...hostTypes };

/** Positions the user dragged, per view, kept while the page lives. */
const dragged = new Map<string, { x: number; y: number }>();

function FlowView() {
  const app = useApp();
  const scenario = useScenario((s) => s.scenario);
  const view = useUi((s) => s.view);
  const theme = useUi((s) => s.theme);
  const sim = simulationOf(scenario);
  const flow = useReactFlow();
  const viewKey = view.kind === 'cluster' ? 'cluster' : `node:${view.node}`;

  const layout = useMemo(() => {
    if (sim instanceof Error) return { nodes: [] as Node[], edges: [] as Edge[] };
    if (view.kind === 'cluster') return clusterLayout(sim);
    return nodeLayout(sim.world.hosts.get(view.node), sim);
  }, [sim, view]);

  const placed = (l: typeof layout) => l.nodes.map((n) => ({ ...n, position: dragged.get(`${viewKey}|${n.id}`) ?? n.position })) as Node[];
  // React Flow owns node state while dragging; a new layout (scenario or view change) resets it.
  const [state, setState] = useState(() => ({ layout, nodes: placed(layout) }));
  if (state.layout !== layout) setState({ layout, nodes: placed(layout) });
  const nodes = state.layout === layout ? state.nodes : placed(layout);
  const setNodes = useCallback((f: (ns: Node[]) => Node[]) => setState((s) => ({ ...s, nodes: f(s.nodes) })), []);

  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      for (const c of changes) if (c.type === 'position' && c.position && !c.dragging) dragged.set(`${viewKey}|${c.id}`, c.position);
      setNodes((ns) => applyNodeChanges(changes, ns));
    },
    [viewKey, setNodes],
  );

  const fitted = useRef('');
  useEffect(() => {
    if (nodes.length && fitted.current !== viewKey) {
      fitted.current = viewKey;
      requestAnimationFrame(() => flow.fitView({ padding: 0.12, duration: 0 }));
    }
  }, [nodes.length, viewKey, flow]);

  const onNodeDoubleClick = useCallback(
    (_: unknown, n: Node) => {
      if (n.id.startsWith('node:')) app.ui.getState().open({ kind: 'node', node: n.id.slice(5) });
    },
    [app],
  );
  const onNodeClick = useCallback(
    (_: unknown, n: Node) => {
      const ui = app.ui.getState();
      if (n.id.startsWith('port:') && view.kind === 'node') ui.select({ kind: 'port', node: view.node, port: n.id.slice(5) });
      else if (n.id.startsWith('node:')) ui.select({ kind: 'node', node: n.id.slice(5) });
      else if (n.id.startsWith('svc:')) ui.select({ kind: 'service', ref: n.id.slice(4) });
      else if (n.id.startsWith('ext:')) ui.select({ kind: 'external', ref: n.id.slice(4) });
      else if (n.id.startsWith('comp:') && view.kind === 'node') ui.select({ kind: 'compartment', node: view.node, compartment: n.id.slice(5) });
    },
    [app, view],
  );

  if (sim instanceof Error) {
    return <div className="flex h-full items-center justify-center p-8 text-rose-700">This scenario could not be simulated: {sim.message}</div>;
  }
  return (
    <ReactFlow
      nodes={nodes}
      edges={layout.edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onNodeDoubleClick={onNodeDoubleClick}
      onNodeClick={onNodeClick}
      colorMode={theme}
      minZoom={0.2}
      maxZoom={2}
      proOptions={{ hideAttribution: true }}
      nodesConnectable={false}
      zoomOnDoubleClick={false}
    >
      <Background gap={24} />
      <Controls showInteractive={false} />
      <PacketGlyph />
    </ReactFlow>
  );
}

export function Canvas() {
  const view = useUi((s) => s.view);
  const app = useApp();
  const sim = simulationOf(useScenario((s) => s.scenario));
  const hostKind = view.kind === 'node' && !(sim instanceof Error) ? sim.world.hosts.get(view.node)?.kind : undefined;
  return (
    <div className="relative h-full w-full" data-testid="canvas">
      <nav aria-label="Breadcrumb" className="absolute left-3 top-3 z-10 flex items-center gap-1 rounded-md bg-white/90 px-2 py-1 text-sm shadow dark:bg-slate-900/90">
        <button type="button" className={`rounded px-1 ${view.kind === 'cluster' ? 'font-semibold' : 'text-sky-700 underline dark:text-sky-400'}`} onClick={() => app.ui.getState().open({ kind: 'cluster' })}>
          Cluster
        </button>
        {view.kind === 'node' && (
          <>
            <span aria-hidden="true">›</span>
            <span className="font-semibold" data-testid="breadcrumb-node">
              {view.node} {hostKind === 'linux' ? '(Linux)' : hostKind === 'windows' ? '(Windows)' : ''}
            </span>
          </>
        )}
      </nav>
      <ReactFlowProvider>
        <FlowView />
      </ReactFlowProvider>
    </div>
  );
}
