// The probe selectors `diff`, `report` and `trace --pcapng` share with `trace`: --probe NAME, or
// --from REF --to REF; without either, the file's own probes; and the packet flags --protocol,
// --src-port, --size, --df on whichever probes were chosen. A literal address given to --from or
// --to (`10.244.1.39`, `10.244.1.36:80`) becomes the pod or node that holds it (issue 28): a node
// replayed from its dumps names its pods by endpoint, and the engineer has the address.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { resolveAddressRef } from '../io/replay';
import { flagText, type Args } from './args';
import { packetFlags } from './packet-flags';

/** `said` hears how a literal address was resolved (`10.244.1.39 is pod ep-10-244-1-39 …`). */
export function selectProbes(args: Args, scenario: Scenario, file: string, said: (line: string) => void = () => {}): ProbeSpec[] | { error: string } {
  const chosen = chooseProbes(args, scenario, file, said);
  if ('error' in chosen) return chosen;
  // --protocol, --src-port, --size and --df change the packet of an ad-hoc probe and of the file's probes alike,
  // exactly as in `trace` (issue 32: `report` and `diff` took them and walked the 64-byte packet).
  const tweak = packetFlags(args);
  if ('error' in tweak) return tweak;
  return chosen.map((p) => ({ ...p, ...tweak.set }));
}

function chooseProbes(args: Args, scenario: Scenario, file: string, said: (line: string) => void): ProbeSpec[] | { error: string } {
  const fromGiven = flagText(args, 'from');
  const toGiven = flagText(args, 'to');
  const from = fromGiven && resolveAddressRef(scenario, fromGiven, 'from');
  const to = toGiven && resolveAddressRef(scenario, toGiven, 'to');
  if (from && 'error' in from) return { error: `--from ${fromGiven}: ${from.error}` };
  if (to && 'error' in to) return { error: `--to ${toGiven}: ${to.error}` };
  const name = flagText(args, 'probe');
  if (from || to) {
    if (!from || !to) return { error: '--from and --to go together' };
    for (const r of [from, to]) if (r.said) said(r.said);
    // --protocol (tcp unless given) is a packet flag: packetFlags checks it and sets it.
    return [{ name: 'adhoc', from: from.ref, to: to.ref, protocol: 'tcp', size: 64, df: false }];
  }
  if (name) {
    const p = scenario.probes.find((x) => x.name === name);
    return p ? [p] : { error: `${file}: no probe named ${name} (probes: ${scenario.probes.map((x) => x.name).join(', ') || 'none'})` };
  }
  if (!scenario.probes.length) return { error: `${file}: no probes to send (dumps have none): give one with --probe NAME or --from REF --to REF` };
  return scenario.probes;
}
