// Rule construction helpers: ids are stable GUIDs derived from what the rule is for, so traces and
// golden files do not change between runs.
import { guidFrom } from '../../core/net/hash';
import { mustPrefix, type Prefix } from '../../core/net/ip';
import { FLAGS_TERMINATING, FLAGS_TERMINATING_STATEFUL, type Action, type Conditions, type Provenance, type Rule } from '../../core/vfp/model';

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
    provenance,
  };
}

export const host32 = (ip: number): Prefix => ({ family: 'ipv4', base: ip, len: 32 });
export const prefixes = (list: string[]): Prefix[] => list.map((s) => mustPrefix(s));
