// A node's imported objects are checked once each: a Build-mode edit makes a new nodes array but
// keeps the objects it did not touch, and those are not checked again (a 100k-rule node took seconds).
import { describe, expect, it } from 'vitest';
import { readNodeOverrides, trustNodeOverrides } from './node-overrides';

const port = { id: 'p1', name: 'Port 1', friendlyName: 'client', kind: 'endpoint', layers: [] };
const badVfp = () => ({ ports: [{ id: 7 }] });

describe('readNodeOverrides', () => {
  it('names the node and the field of a problem', () => {
    const { issues, overrides } = readNodeOverrides([{ name: 'a' }, { name: 'b', vfp: badVfp() }]);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.path[0] === 'nodes' && i.path[1] === 1 && i.path[2] === 'vfp')).toBe(true);
    expect(overrides.has('b')).toBe(false);
  });

  it('reads the same imported object in a new nodes array (an edit elsewhere) from its first check', () => {
    const vfp = badVfp();
    // Trusted as the import worker checked it: had the new array checked the object again, the problem would show.
    trustNodeOverrides([{ name: 'big', vfp }]);
    const edited = readNodeOverrides([{ name: 'big', vfp }, { name: 'new node' }]);
    expect(edited.issues).toEqual([]);
    expect(edited.overrides.get('big')?.vfp).toEqual(vfp.ports);
    // Renamed (a new node object, the same imported object): still the first check.
    expect(readNodeOverrides([{ name: 'renamed', vfp }]).overrides.get('renamed')?.vfp).toEqual(vfp.ports);
  });

  it('checks an imported object that changed (a new object), and says where it is now', () => {
    // The node as the worker checked it before the edit: trusting it says nothing of the new object.
    trustNodeOverrides([{ name: 'big', vfp: { ports: [port] } }]);
    const { issues } = readNodeOverrides([{ name: 'other' }, { name: 'big', vfp: badVfp() }]);
    expect(issues.map((i) => i.path.slice(0, 3))).toContainEqual(['nodes', 1, 'vfp']);
  });

  it('gives one answer per nodes array (resolve, the simulation and the evidence read the same one)', () => {
    const nodes = [{ name: 'b', vfp: badVfp() }];
    expect(readNodeOverrides(nodes)).toBe(readNodeOverrides(nodes));
  });
});
