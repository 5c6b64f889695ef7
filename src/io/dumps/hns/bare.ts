// Policies pasted without the object that holds them: an endpoint's `.Policies`, or a policy list's
// ELB policies. Both readers (JSON and Format-List) say the same of them: what they are, that their
// holder is not in the file, and the command that prints it.
import type { DumpModel, ElbPolicy } from '../model';
import type { Report } from '../report';
import { hnsMsg } from '../messages-hns';

const PROTOCOL_NAMES: Record<number, string> = { 6: 'TCP', 17: 'UDP', 1: 'ICMP' };

/** `10.96.0.10 UDP 53→53`: what one ELB policy balances, from what it printed. */
function elbText(p: ElbPolicy): string {
  const m = p.portMapping;
  const vips = p.vips.length ? p.vips.join(' ') : 'no VIP';
  return `${vips} ${PROTOCOL_NAMES[m.protocol] ?? `protocol ${m.protocol}`} ${m.externalPort}→${m.internalPort}${p.dsr ? ' DSR' : ''}`;
}

/** One warning per kind of lone policy; returns how many policies were read. */
export function sayBarePolicies(model: DumpModel, r: Report): number {
  const bare = model.policies?.length ?? 0;
  if (bare) {
    const kinds = [...new Set(model.policies!.map((p) => (p.type === 'Other' ? p.name : p.type)))].join(', ');
    r.warn(hnsMsg('hns.barePolicies', { n: bare, kinds }), { line: 1 });
  }
  const elb = model.elbPolicies ?? [];
  if (elb.length) {
    r.warn(hnsMsg('hns.bareElb', { n: elb.length, what: elb.slice(0, 3).map(elbText).join(', '), more: Math.max(0, elb.length - 3) }), { line: 1 });
  }
  return bare + elb.length;
}
