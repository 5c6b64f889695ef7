import { describe, expect, it } from 'vitest';
import { probeOf, resultOf, talk } from '../../state/test-helpers';
import { followView } from './follow-view';

const s = talk();
const events = resultOf(s, probeOf(s, 'pod-to-pod-other-node')).trace.events;
const all = () => true;

describe('followView', () => {
  const layer = events.find((e) => e.kind === 'layer')!;
  const wire = events.find((e) => e.at.place === 'wire')!;

  it('zooms into the port while the packet is in VFP, and stays at a pinned level', () => {
    expect(followView(layer, undefined, all)).toEqual({ kind: 'port', node: layer.at.node, port: layer.at.port });
    expect(followView(layer, 'node', all)).toEqual({ kind: 'node', node: layer.at.node });
    expect(followView(layer, 'cluster', all)).toEqual({ kind: 'cluster' });
    expect(followView(events[0]!, undefined, all)).toEqual({ kind: 'node', node: events[0]!.at.node });
  });

  it('on the wire: a close-up backs out to its node; a node view off the link goes to the cluster', () => {
    const node = wire.at.link!.split(' → ')[0]!;
    expect(followView(wire, undefined, all, { kind: 'port', node, port: 'x' })).toEqual({ kind: 'node', node });
    expect(followView(wire, undefined, all, { kind: 'node', node })).toBeUndefined();
    expect(followView(wire, undefined, all, { kind: 'node', node: 'elsewhere' })).toEqual({ kind: 'cluster' });
  });
});
