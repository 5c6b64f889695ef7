// The probe selectors `diff`, `report` and `trace --pcapng` share with `trace`: --probe NAME, or
// --from REF --to REF [--protocol P]; without either, the file's own probes; and the packet flags
// --src-port, --size, --df on whichever probes were chosen.
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { flagText, type Args } from './args';
import { packetFlags } from './packet-flags';

export function selectProbes(args: Args, scenario: Scenario, file: string): ProbeSpec[] | { error: string } {
  const chosen = chooseProbes(args, scenario, file);
  if ('error' in chosen) return chosen;
  // --src-port, --size and --df change the packet of an ad-hoc probe and of the file's probes alike,
  // exactly as in `trace` (issue 32: `report` and `diff` took them and walked the 64-byte packet).
  const tweak = packetFlags(args);
  if ('error' in tweak) return tweak;
  return chosen.map((p) => ({ ...p, ...tweak.set }));
}

function chooseProbes(args: Args, scenario: Scenario, file: string): ProbeSpec[] | { error: string } {
  const from = flagText(args, 'from');
  const to = flagText(args, 'to');
  const name = flagText(args, 'probe');
  if (from || to) {
    if (!from || !to) return { error: '--from and --to go together' };
    const protocol = (flagText(args, 'protocol') ?? 'tcp') as ProbeSpec['protocol'];
    if (!['tcp', 'udp', 'icmp', 'sctp'].includes(protocol)) return { error: `--protocol: expected tcp, udp, icmp or sctp, got ${protocol}` };
    return [{ name: 'adhoc', from, to, protocol, size: 64, df: false }];
  }
  if (name) {
    const p = scenario.probes.find((x) => x.name === name);
    return p ? [p] : { error: `${file}: no probe named ${name} (probes: ${scenario.probes.map((x) => x.name).join(', ') || 'none'})` };
  }
  if (!scenario.probes.length) return { error: `${file}: no probes to send (dumps have none): give one with --probe NAME or --from REF --to REF` };
  return scenario.probes;
}
