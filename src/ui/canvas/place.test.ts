import { describe, expect, it } from 'vitest';
import type { Place } from '../../core/trace/trace';
import { canvasIdFor, elsewhere, nodeKey } from './place';

const inNode = { kind: 'node', node: 'win-a' } as const;
const port = (node: string): Place => ({ node, place: 'port', port: 'P1', direction: 'out' });
const wire = (link: string): Place => ({ node: 'node network', place: 'wire', link });

describe('where the packet is drawn in a node view', () => {
  it("a place on this node is its element; the wire shows under the node when the hop leaves or reaches it", () => {
    expect(canvasIdFor(inNode, port('win-a'))).toBe(nodeKey.port('P1'));
    expect(canvasIdFor(inNode, wire('win-a → node network'))).toBe(nodeKey.underlay);
    expect(canvasIdFor(inNode, wire('win-b → win-a'))).toBe(nodeKey.underlay);
  });

  it('a place on another node, or a hop between others, is not drawn here: elsewhere says where to look', () => {
    expect(canvasIdFor(inNode, port('win-b'))).toBeUndefined();
    expect(elsewhere(inNode, port('win-b'))).toEqual({ kind: 'node', node: 'win-b' });
    expect(canvasIdFor(inNode, wire('win-b → node network'))).toBeUndefined();
    expect(elsewhere(inNode, wire('win-b → node network'))).toEqual({ kind: 'cluster' });
    expect(elsewhere(inNode, { node: 'external/example', place: 'compartment' })).toEqual({ kind: 'cluster' });
    expect(elsewhere(inNode, port('win-a'))).toBeUndefined();
    expect(elsewhere(inNode, { node: 'win-a', place: 'compartment' })).toBeUndefined();
    expect(elsewhere({ kind: 'cluster' }, port('win-b'))).toBeUndefined();
  });
});
