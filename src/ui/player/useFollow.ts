// "Follow the packet": while a trace plays, the canvas shows where the current step happens: the
// port close-up while the packet is inside a port's VFP layers, the node's view between ports,
// compartments and the switch, the cluster view for outside hosts. On the wire the view stays where
// it is (the underlay is drawn in every node view). A pinned level is as deep as it goes.
import { useEffect } from 'react';
import { followView, sameView } from './follow-view';
import { findPort } from '../../state/pipeline';
import { useApp, usePlayer, usePlayhead, useUi } from '../app-context';
import { useSimulation } from '../drawn-scenario';

export function useFollow(): void {
  const app = useApp();
  const follow = useUi((s) => s.follow);
  const pin = useUi((s) => s.followPin);
  const mode = useUi((s) => s.mode);
  const events = usePlayer((s) => s.result?.trace.events);
  const { sim } = useSimulation();
  const step = usePlayhead((s) => s.step);
  useEffect(() => {
    if (!follow || !events || step < 1) return;
    const hasPort = (node: string, port: string) => !(sim instanceof Error) && !!findPort(sim.world, node, port);
    // Build mode keeps the user's level: Follow there only moves between nodes.
    const ui = app.ui.getState();
    const next = followView(events[step - 1]!, mode === 'build' && !pin ? 'node' : pin, hasPort, ui.view);
    if (!next) return;
    if (!sameView(ui.view, next)) ui.open(next);
  }, [app, follow, pin, mode, events, sim, step]);
}
