// A probe's end given as a literal address (`--from 10.244.1.12`, the composer's free text): the pod or
// node of the replay that holds it, as a ref the simulator walks from. An address nothing holds is
// said with what to collect, never left to a later "no pod …".
import { parseIpv4 } from '../../core/net/ip';
import type { Scenario } from '../../cluster/scenario/schema';
import { replayMsg, replayText, type ReplayMsg } from './messages';
import { missingMsg } from './needs';

/** `said` and `error` in English (the CLI), with their values beside them. */
export type AddressRef = { ref: string; said?: string; saidMsg?: ReplayMsg } | { error: string; errorMsg: ReplayMsg };

const saying = (m: ReplayMsg) => ({ said: replayText(m), saidMsg: m });

/**
 * `ref` unchanged when it is no literal IPv4 (`pod/…`, `service/…`); else the pod (or node) holding the
 * address, with its port kept. As a source an address must be held (a walk starts in a compartment);
 * as a destination an address nothing holds stays the address (the walk says where it goes).
 */
export function resolveAddressRef(scenario: Scenario, ref: string, role: 'from' | 'to'): AddressRef {
  const m = /^(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?$/.exec(ref.trim());
  if (!m || parseIpv4(m[1]!) === undefined) return { ref };
  const [, ip, port] = m;
  const tail = port ? `:${port}` : '';
  const pod = scenario.pods.find((p) => p.ip === ip);
  if (pod) {
    const ns = pod.namespace && pod.namespace !== 'default' ? `${pod.namespace}/` : '';
    return { ref: `pod/${ns}${pod.name}${tail}`, ...saying(replayMsg('replay.address.pod', { ip: ip!, pod: `${ns}${pod.name}` })) };
  }
  const node = scenario.nodes.find((n) => n.ip === ip);
  if (node) return { ref: `node/${node.name}${tail}`, ...saying(replayMsg('replay.address.node', { ip: ip!, node: node.name })) };
  if (role === 'to') return { ref };
  const errorMsg = replayMsg('replay.address.none', { ip: ip!, missing: missingMsg([{ key: 'address', about: ip! }]) });
  return { error: replayText(errorMsg), errorMsg };
}
