// The packet flags --protocol, --src-port, --size and --df, checked as the scenario schema checks a
// probe's fields. They change any chosen probe, a file's as well as --from/--to's (issue 32: with
// --probe, --protocol was ignored in silence).
import type { ProbeSpec } from '../cluster/scenario/schema';
import { flagText, type Args } from './args';

const PROTOCOLS: readonly ProbeSpec['protocol'][] = ['tcp', 'udp', 'icmp', 'sctp'];

/** The packet flags, checked as the scenario schema checks a probe's fields. */
export function packetFlags(args: Args): { set: Partial<Pick<ProbeSpec, 'protocol' | 'srcPort' | 'size' | 'df'>> } | { error: string } {
  const set: Partial<Pick<ProbeSpec, 'protocol' | 'srcPort' | 'size' | 'df'>> = {};
  if (args.flags.has('protocol')) {
    const protocol = flagText(args, 'protocol');
    if (!PROTOCOLS.includes(protocol as ProbeSpec['protocol'])) return { error: `--protocol: expected tcp, udp, icmp or sctp, got ${protocol ?? 'nothing'}` };
    set.protocol = protocol as ProbeSpec['protocol'];
  }
  const int = (flag: string, min: number, max: number): number | string | undefined => {
    const text = flagText(args, flag);
    if (text === undefined) return undefined;
    const n = Number(text);
    return Number.isInteger(n) && n >= min && n <= max ? n : `--${flag}: expected a whole number from ${min} to ${max}, got ${text}`;
  };
  const srcPort = int('src-port', 1, 65535);
  if (typeof srcPort === 'string') return { error: srcPort };
  if (srcPort !== undefined) set.srcPort = srcPort;
  const size = int('size', 28, 65535);
  if (typeof size === 'string') return { error: size };
  if (size !== undefined) set.size = size;
  if (args.flags.has('df')) set.df = true;
  return { set };
}
