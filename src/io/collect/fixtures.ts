// The folders the collect script would leave for the talk's Service VIP walk, made from the model:
// the node's dumps (export/node-dumps.ts) under the script's file names, and the pktmon capture
// (export/pktmon.ts). One where the node agrees with the walk; one where it drops the SYN entering
// the backend's port. For tests, the e2e and the README's example; never presented as real output.
import { runProbe, simulate } from '../../cluster/simulation';
import { walkPlaces } from '../align/places';
import { nodeDumps } from '../export/node-dumps';
import { pktmonTextOf } from '../export/pktmon';
import { loadScenarioText } from '../scenario/load';
import { LAYOUT } from './layout';

export interface FixtureSet {
  name: string;
  files: { name: string; text: string }[];
}

const NODE = 'win-node-1';
const PROBE = 'pod-to-service';

export function captureFixtures(talkYaml: string): FixtureSet[] {
  const scenario = loadScenarioText(talkYaml).value;
  if (!scenario) throw new Error('talk-l2bridge does not load');
  const sim = simulate(scenario);
  const probe = scenario.probes.find((p) => p.name === PROBE)!;
  const r = runProbe(sim, probe);
  if (!r.ok) throw new Error(r.message);
  const trace = r.value.trace;
  const dumps = nodeDumps(sim, NODE);
  if (!dumps.ok) throw new Error(dumps.message);
  const host = sim.world.hosts.get(NODE);
  const portIds = host?.kind === 'windows' ? host.vswitch.ports : [];
  // The dumps under the script's names: rule lists by port name (vfpctrl's `Port name`, a GUID).
  const files = dumps.value.files.map((f) => {
    const port = portIds.find((p) => f.command === `vfpctrl /port ${p.id} /list-rule`);
    return { name: port ? LAYOUT.vfpRules(port.id) : f.name, text: f.text };
  });
  const agree = pktmonTextOf(sim.world, trace, NODE);
  // Where the SYN enters web-1's port: the request's first IN pass on an endpoint port that is not the client's.
  const places = walkPlaces(trace).filter((p) => p.node === NODE);
  const backendIn = places.findIndex((p) => p.leg === 'request' && p.direction === 'in' && p.portKind === 'endpoint');
  const dropped = pktmonTextOf(sim.world, trace, NODE, { dropAt: { place: backendIn + 1, reason: 'Filtered', location: '0xE0004135' } });
  return [
    { name: 'talk-vip', files: [...files, { name: LAYOUT.capture, text: agree.etl2txt }, { name: LAYOUT.list, text: agree.list }] },
    { name: 'talk-vip-acl-drop', files: [...files, { name: LAYOUT.capture, text: dropped.etl2txt }, { name: LAYOUT.list, text: dropped.list }] },
  ];
}
