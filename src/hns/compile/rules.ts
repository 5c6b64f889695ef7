// Rule construction helpers: ids are stable GUIDs derived from what the rule is for, so traces and
// golden files do not change between runs.
import { guidFrom } from '../../core/net/hash';
import { hostPrefix, mustPrefix, type Ip, type Prefix } from '../../core/net/ip';
import { FLAGS_TERMINATING, FLAGS_TERMINATING_STATEFUL, type Action, type Conditions, type ModelOwn, type Provenance, type Rule } from '../../core/vfp/model';

/** Rule names no public source shows: the model's own (issue 11). */
const INVENTED = /^(OUTBOUNDNAT_EXCEPTION_|ROUTE_NEEDENCAP_|MAC_REWRITE_|DECAP_|REMOTESUBNETROUTE_|CA_PA_|SNAT_(TCP|UDP)_LOOPBACK_)/;
/** Names after the patterns Microsoft's networkhealth.ps1 matches (`NAT_\w*_<VIP>_<ext>_<proto>`...):
 * the `\w*` part is not public and is left out. */
const PATTERN = /^(LB_DSR_|LB_HOST_|LB_|NAT_|ALLOW_NAT_|HairPin_)/;

/** What of a compiled rule the model made up: its name (see above) and its priority — every
 * priority but an HNS ACL's (kept from the ACL, verified) and PA_ROUTE's (45535, Microsoft's VFP.psm1). */
export function modelOwnOf(friendlyName: string, provenance: Provenance): ModelOwn | undefined {
  const name = INVENTED.test(friendlyName) ? 'invented' : PATTERN.test(friendlyName) ? 'pattern' : undefined;
  const priority = provenance.hns?.type !== 'ACL' && friendlyName !== 'PA_ROUTE';
  return name || priority ? { ...(name ? { name } : {}), ...(priority ? { priority } : {}) } : undefined;
}

export function rule(
  seed: string,
  friendlyName: string,
  priority: number,
  conditions: Conditions,
  action: Action,
  provenance: Provenance,
  stateful = true,
): Rule {
  return {
    id: guidFrom(`rule:${seed}`).toUpperCase(),
    friendlyName,
    priority,
    flags: stateful ? FLAGS_TERMINATING_STATEFUL : FLAGS_TERMINATING,
    conditions,
    action,
    flowTtl: 240,
    provenance: withModelOwn(provenance, modelOwnOf(friendlyName, provenance)),
  };
}

const withModelOwn = (p: Provenance, m: ModelOwn | undefined): Provenance => (m ? { ...p, modelOwn: m } : p);

/** The prefix that is one address: /32, or /128 for IPv6. */
export const host32 = (ip: Ip): Prefix => (typeof ip === 'number' ? { family: 'ipv4', base: ip, len: 32 } : hostPrefix(ip));
export const prefixes = (list: string[]): Prefix[] => list.map((s) => mustPrefix(s));
