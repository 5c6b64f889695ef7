// "Follow the packet": while a trace plays, the canvas shows where the current step happens: the
// port close-up while the packet is inside a port's VFP layers, the node's view between ports,
// compartments and the switch, the cluster view for outside hosts. On the wire the view stays where
// it is (the underlay is drawn in every node view). A pinned level is as deep as it goes.
import { useEffect } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { View } from '../../state/ui-store';
import { simulationOf } from '../../state/simulation';
import { findPort } from '../../state/pipeline';
import { useApp, usePlayer, usePlayhead, useScenario, useUi } from '../app-context';

const IN_VFP = new Set<TraceEvent['kind']>(['port', 'layer', 'flow-hit', 'hairpin']);

/** The view Follow opens for an event, or undefined to stay. On the wire a node view that draws
 * the hop (the link touches the node) stays; a close-up backs out to its node, or to the cluster. */
export function followView(e: TraceEvent, pin: 'cluster' | 'node' | undefined, hasPort: (node: string, port: string) => boolean, current: View = { kind: 'cluster' }): View | undefined {
  const at = e.at;
  if (at.place === 'wire') {
    if (current.kind === 'cluster') return undefined;
    return at.link?.split(' → ').includes(current.node) ? (current.kind === 'port' ? { kind: 'node', node: current.node } : undefined) : { kind: 'cluster' };
  }
  if (pin === 'cluster' || at.node.startsWith('external/')) return { kind: 'cluster' };
  if (!pin && IN_VFP.has(e.kind) && at.port && hasPort(at.node, at.port)) return { kind: 'port', node: at.node, port: at.port };
  return { kind: 'node', node: at.node };
}

const sameView = (a: View, b: View) => a.kind === b.kind && (a.kind === 'cluster' || (a.node === (b as { node: string }).node && (a.kind !== 'port' || a.port === (b as { port: string }).port)));

export function useFollow(): void {
  const app = useApp();
  const follow = useUi((s) => s.follow);
  const pin = useUi((s) => s.followPin);
  const mode = useUi((s) => s.mode);
  const events = usePlayer((s) => s.result?.trace.events);
  const scenario = useScenario((s) => s.scenario);
  const step = usePlayhead((s) => s.step);
  useEffect(() => {
    if (!follow || !events || step < 1) return;
    const sim = simulationOf(scenario);
    const hasPort = (node: string, port: string) => !(sim instanceof Error) && !!findPort(sim.world, node, port);
    // Build mode keeps the user's level: Follow there only moves between nodes.
    const ui = app.ui.getState();
    const next = followView(events[step - 1]!, mode === 'build' && !pin ? 'node' : pin, hasPort, ui.view);
    if (!next) return;
    if (!sameView(ui.view, next)) ui.open(next);
  }, [app, follow, pin, mode, events, scenario, step]);
}
