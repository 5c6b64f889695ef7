// The node view's routing table (issue 30): each route's line says its interface and why the route is
// there from the walk's value; English as the card always said it, Vietnamese from the same value.
import '../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../core/message';
import { NARRATION_EN } from '../../core/walk/narration-messages';
import { NARRATION_VI } from '../i18n/messages/narration.vi';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { loadNarrationVi } from '../i18n/narration';
import './layout-words.vi';
import { nodeLayout, type RouteView } from './node-layout';
import { routeNote } from './route-note';

beforeAll(() => loadNarrationVi());

/** Every route of every host of every built-in, as the node view holds it. */
function routes(): RouteView[] {
  const out: RouteView[] = [];
  for (const b of BUILTINS) {
    const sim = simulate(structuredClone(b.scenario));
    for (const host of sim.world.hosts.values())
      for (const n of nodeLayout(host, sim).nodes) {
        const d = n.data as { kind: string; routes?: RouteView[] };
        if (d.kind === 'compartment') out.push(...(d.routes ?? []));
      }
  }
  return out;
}

describe('a route’s line in the node view', () => {
  const all = routes();

  it('holds the why as a value whose English is the note, on Windows and Linux nodes', () => {
    expect(all.length).toBeGreaterThan(40);
    for (const r of all) {
      expect(r.noteMsg, r.text).toBeDefined();
      expect(render([NARRATION_EN], r.noteMsg!)).toBe(r.note);
    }
  });

  it('says it in English as before, and in Vietnamese with the interface kept and no English left', () => {
    const ifaces = new Set<string>();
    for (const r of all) {
      ifaces.add(r.iface);
      expect(routeNote('en', r)).toBe(`on ${r.iface} · ${r.note}`);
      const vi = routeNote('vi', r);
      expect(vi).toBe(`qua ${r.iface} · ${render([NARRATION_VI], r.noteMsg!)}`);
      expect(vi).not.toMatch(/\b(on|the|to|via|of)\b|\$\{|undefined/);
    }
    // Windows' mgmt vNIC and a pod's, a Linux node's eth0.
    expect(ifaces.size).toBeGreaterThan(3);
  });
});
