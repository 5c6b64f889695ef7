// What a fix is: one changed copy of the scenario, the object it changed (in the format the engineer
// edits it in) and the level that owns that object.
import type { Port, Rule } from '../../core/vfp/model';
import type { HnsEndpoint, HnsNetwork } from '../../hns/model';
import type { Scenario } from '../scenario/schema';
import type { FixMsg } from './messages';

/** Best first, in this order: where an engineer would make the change. */
export const FIX_LEVELS = ['kubernetes', 'cni', 'kube-proxy', 'hns', 'vfp'] as const;
export type FixLevel = (typeof FIX_LEVELS)[number];

/** The changed object, before and after, as data: `src/io/fixes` prints it in its own format. */
export type ChangedObject =
  | { format: 'yaml'; before: unknown; after: unknown }
  | { format: 'json'; kind: 'cni'; before: unknown; after: unknown }
  | { format: 'json'; kind: 'hns-endpoint'; network?: HnsNetwork; before: HnsEndpoint; after: HnsEndpoint }
  | { format: 'vfpctrl'; port: Port; layer: string; group: string; before?: Rule; after: Rule };

export interface FixCandidate {
  /** In English (the CLI, the report); `msg` is the same sentence as a value. */
  summary: string;
  msg: FixMsg;
  level: FixLevel;
  /** How many objects the change touches (the first ranking key). */
  objects: number;
  change: ChangedObject;
  /** The whole scenario with the change made. */
  scenario: Scenario;
}
