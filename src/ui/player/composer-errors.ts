// The composer's field errors (state/composer words them in English) in the chosen language: each
// known message maps to a key, the one with a value by its shape; anything else shows as it is.
import type { Key } from '../i18n/t';
import type { T } from '../i18n/use-t';
import '../i18n/words/trace-en';

const FIXED: Record<string, Key> = {
  'pick where the packet starts': 'trace.err.from',
  'type an IPv4 address such as 10.0.0.5': 'trace.err.toIp',
  'pick a destination': 'trace.err.to',
  'a Service needs a destination port': 'trace.err.svcPort',
  'a port is a number from 1 to 65535': 'trace.err.port',
  'a port is a number from 1 to 65535 (or empty: ephemeral)': 'trace.err.srcPort',
  'size is the IP packet in bytes, 28 to 65535': 'trace.err.size',
};

export function composerErrorIn(t: T, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = FIXED[text];
  if (key) return t(key);
  const notIp = /^"(.*)" is not an IPv4 address \(such as 10\.0\.0\.5\)$/s.exec(text);
  if (notIp) return t('trace.err.notIp', { text: notIp[1]! });
  const proto = /^(TCP|UDP|ICMP) needs a destination port$/.exec(text);
  if (proto) return t('trace.err.needsPort', { proto: proto[1]! });
  return text;
}
