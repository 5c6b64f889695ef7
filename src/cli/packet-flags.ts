// The packet flags --src-port, --size and --df, checked as the scenario schema checks a probe's fields.
import type { ProbeSpec } from '../cluster/scenario/schema';
import { flagText, type Args } from './args';

/** The packet flags, checked as the scenario schema checks a probe's fields. */
export function packetFlags(args: Args): { set: Partial<Pick<ProbeSpec, 'srcPort' | 'size' | 'df'>> } | { error: string } {
  const set: Partial<Pick<ProbeSpec, 'srcPort' | 'size' | 'df'>> = {};
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
