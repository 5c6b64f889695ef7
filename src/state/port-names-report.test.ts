// Issue 28 item 4: on a replayed node, the report's "confirm it on a real node" commands and the
// pcapng's interfaces name ports as the user's files do, and say when the files name them nowhere —
// never with a port GUID the model made up.
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../cluster/simulation';
import { importFiles } from '../io/import';
import { readPcapng } from '../io/pcapng/reader';
import { buildReplay } from '../io/replay';
import { pcapngFor, reportFor } from './conclusions';
import rke2 from '../../fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';

const built = buildReplay(importFiles([{ name: 'get-hnsendpoint-list-calico-vxlan-rke2.txt', bytes: new TextEncoder().encode(rke2) }]));
if ('error' in built) throw new Error(built.error);
const { scenario } = built;
const probe = { name: 'adhoc', from: 'pod/ep-10-42-213-221', to: '10.156.233.1:443', protocol: 'tcp' as const, size: 64, df: false };
/** The GUIDs the model gives the pod port and the host port (the files print neither). */
const madeUp = () => {
  const host = simulate(scenario).world.hosts.get(built.report.sources[0]!.node)!;
  return host.kind === 'windows' ? [...host.vswitch.ports.values()].filter((p) => p.kind !== 'external').map((p) => p.id) : [];
};

describe("a replayed node's ports, as its files name them", () => {
  it('the report names the pod port by its endpoint, says the name is not in the files, and uses no made-up GUID', () => {
    const r = reportFor(scenario, probe);
    if (!r.ok) throw new Error(r.message);
    const guids = madeUp();
    expect(guids.length).toBe(2);
    for (const g of guids) expect(r.markdown).not.toContain(g);
    expect(r.markdown).toContain('`vfpctrl /port <port of endpoint c9385412> /list-layer`');
    expect(r.markdown).toMatch(/vfpctrl \/port <host vNIC port> /);
    // Said under the commands: which names the files lack, and where the node prints them.
    expect(r.markdown).toMatch(/^- The name of the port of endpoint c9385412-bdef-49f5-88b0-c9d484ef6716 is in none of your files: .*vfpctrl \/list-vmswitch-port/m);
    expect(r.markdown).toMatch(/^- The name of this port is in none of your files/m);
    expect(r.markdown).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('the pcapng interfaces say the endpoint, or that the files name the port nowhere', () => {
    const t = runProbe(simulate(scenario), probe);
    if (!t.ok) throw new Error(t.message);
    const c = readPcapng(pcapngFor(t.value.trace, scenario));
    const descriptions = c.interfaces.map((i) => i.description ?? '');
    expect(descriptions).toContain('endpoint port of endpoint c9385412-bdef-49f5-88b0-c9d484ef6716 (its port name is in none of the files) of pod/default/ep-10-42-213-221, OUT');
    expect(descriptions.some((d) => d.startsWith('host port (its name is in none of the files)'))).toBe(true);
    for (const g of madeUp()) expect(JSON.stringify(c.interfaces)).not.toContain(g);
  });
});
