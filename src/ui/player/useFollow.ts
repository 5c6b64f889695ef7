// "Follow the packet": while a trace plays, the canvas shows the node where the current step
// happens (the cluster view for outside hosts). On the wire the view stays where it is: the
// underlay is drawn in every node view.
import { useEffect } from 'react';
import { useApp, usePlayer, usePlayhead, useUi } from '../app-context';

export function useFollow(): void {
  const app = useApp();
  const follow = useUi((s) => s.follow);
  const events = usePlayer((s) => s.result?.trace.events);
  const step = usePlayhead((s) => s.step);
  useEffect(() => {
    if (!follow || !events || step < 1) return;
    const at = events[step - 1]!.at;
    if (at.place === 'wire') return;
    const ui = app.ui.getState();
    const host = app.player.getState().result ? at.node : undefined;
    if (!host) return;
    const next = host.startsWith('external/') ? ({ kind: 'cluster' } as const) : ({ kind: 'node', node: host } as const);
    const cur = ui.view;
    if (cur.kind !== next.kind || (cur.kind === 'node' && next.kind === 'node' && cur.node !== next.node)) ui.open(next);
  }, [app, follow, events, step]);
}
