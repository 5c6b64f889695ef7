import { describe, expect, it } from 'vitest';
import type { Node } from '@xyflow/react';
import { findPort } from '../../state/pipeline';
import { closeUp } from '../../state/port-view';
import { simulationOf } from '../../state/simulation';
import { probeOf, resultOf, talk } from '../../state/test-helpers';
import { PORT_VIEW, portLayout, type PortNodeData } from './port-layout';
import { keepUnchanged } from './port-layout-reuse';

const s = talk();
const world = (simulationOf(s) as Exclude<ReturnType<typeof simulationOf>, Error>).world;
const events = resultOf(s, probeOf(s, 'pod-to-service')).trace.events;
/** Every port the demo's packet crosses, with its node. */
const ports = [...new Map(events.filter((e) => e.at.port).map((e) => [`${e.at.node}|${e.at.port}`, { node: e.at.node, port: findPort(world, e.at.node, e.at.port!)! }])).values()].filter((p) => p.port);
const layoutAt = (p: (typeof ports)[number], step: number) => portLayout(closeUp(events, step, p.port, p.node, PORT_VIEW.radius));

/** What a close-up node's card draws (PortNodes reads no more of the view than this). */
function drawn(n: Node<PortNodeData>) {
  const d = n.data;
  if (d.kind === 'room') return { kind: 'room' };
  const v = d.view;
  const common = { kind: d.kind, node: v.node, port: v.port.id, direction: v.direction, position: n.position, height: n.height };
  if (d.kind === 'band') return { ...common, band: d.band };
  if (d.kind === 'spine') return { ...common, hit: v.flowHit && { current: v.flowHit.current, event: v.flowHit.event } };
  return { ...common, end: d.end, title: d.title, detail: d.detail, pass: !!v.pass };
}

describe('close-up nodes kept from step to step', () => {
  it('from any step to any other, a node handed back from before draws what the new one would', () => {
    expect(ports.length).toBeGreaterThan(1);
    let reused = 0;
    for (const p of ports) {
      const all = Array.from({ length: events.length + 1 }, (_, step) => layoutAt(p, step));
      for (const a of all)
        for (const b of all) {
          const kept = keepUnchanged(a, b);
          kept.forEach((n, i) => {
            expect(n.id).toBe(b[i]!.id);
            if (a.includes(n)) {
              reused++;
              expect(drawn(n)).toEqual(drawn(b[i]!));
            }
          });
        }
    }
    expect(reused).toBeGreaterThan(0);
  });

  it('a step hands back the unchanged nodes as the same objects and the changed ones anew', () => {
    const p = ports.find((x) => events.some((e) => e.kind === 'layer' && e.at.port === x.port.id && e.at.node === x.node))!;
    const i = events.findIndex((e) => e.kind === 'layer' && e.at.port === p.port.id && e.at.node === p.node);
    const before = layoutAt(p, i + 1);
    const after = keepUnchanged(before, layoutAt(p, i + 2));
    const kept = after.filter((n) => before.includes(n)).map((n) => n.id);
    const fresh = after.filter((n) => !before.includes(n)).map((n) => n.id);
    // The band the packet leaves is no longer current: drawn again; the room never changes.
    expect(fresh).toContain(`pv:layer:${events[i]!.at.layer}`);
    expect(kept).toContain('pv:room');
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
  });

  it('the same step twice gives back the very same list', () => {
    const p = ports[0]!;
    const before = layoutAt(p, 3);
    expect(keepUnchanged(before, layoutAt(p, 3))).toBe(before);
  });
});
