// `nodes[].vfpEdits`: VFP changed by hand, as deltas applied after HNS is compiled to VFP (unlike
// `nodes[].vfp`, which replaces what is derived). Each delta names its port as the scenario names
// its owner: a pod ref, `host` (the management vNIC), `cbr0` (the L2Bridge gateway endpoint) or
// `external` (the port bound to the NIC). Rules are written in the words of a rule form: addresses
// and prefixes as text, ports as numbers or ranges, protocols by name.
import { z } from 'zod';
import { own, schemaMsg } from './schema-messages';
import { parseIpv4, parsePrefix } from '../../core/net/ip';
import { ADDRESS_OR_CIDR_PATTERN, PORT_RANGE_PATTERN } from './patterns';

export const PORT_NAME_RE = /^(pod\/[a-z0-9][-a-z0-9.]*(\/[a-z0-9][-a-z0-9.]*)?|host|cbr0|external)$/;
const portName = z.string().regex(PORT_NAME_RE, { message: own(schemaMsg('schema.vfpPort', {})) });

/** A VFP object name as vfpctrl prints them (rule ids are GUIDs or names). */
const objectName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][-A-Za-z0-9_.{}]*$/, { message: own(schemaMsg('schema.vfpName', {})) });

export const isAddressOrPrefix = (s: string): boolean => parseIpv4(s) !== undefined || (s.includes('/') && parsePrefix(s)?.family === 'ipv4');
const address = z
  .string()
  .refine(isAddressOrPrefix, { message: own(schemaMsg('schema.vfpAddress', {})) })
  .meta({ pattern: ADDRESS_OR_CIDR_PATTERN });

export const PORT_RANGE_RE = /^(\d{1,5})(?:-(\d{1,5}))?$/;
/** "80" or "8000-8100": both ends 0-65535, low end first. */
export function isPortRange(s: string): boolean {
  const m = PORT_RANGE_RE.exec(s);
  if (!m) return false;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo <= 65535 && hi <= 65535 && lo <= hi;
}
const portRange = z.union([
  z.number().int().min(0).max(65535, { message: own(schemaMsg('schema.vfpPortNumber', {})) }),
  z.string().refine(isPortRange, { message: own(schemaMsg('schema.vfpPortRange', {})) }).meta({ pattern: PORT_RANGE_PATTERN }),
]);

export const priority = z.number({ message: own(schemaMsg('schema.priority', {})) }).int({ message: own(schemaMsg('schema.priorityWhole', {})) }).min(0, { message: own(schemaMsg('schema.priorityRange', {})) }).max(65535, { message: own(schemaMsg('schema.priorityRange', {})) });
export const HAND_PROTOCOLS = ['tcp', 'udp', 'icmp'] as const;
export const HAND_ACTIONS = ['allow', 'block'] as const;

/** What a hand-made rule can say. Absent conditions match anything, as in VFP. */
const ruleFields = {
  priority,
  action: z.enum(HAND_ACTIONS),
  protocols: z.array(z.enum(HAND_PROTOCOLS)).optional(),
  srcIp: z.array(address).optional(),
  dstIp: z.array(address).optional(),
  srcPorts: z.array(portRange).optional(),
  dstPorts: z.array(portRange).optional(),
  /** Default true: the packet leaves the layer with this rule's action. */
  terminating: z.boolean().optional(),
  /** Default false: a stateful rule creates a flow (the reply passes). */
  stateful: z.boolean().optional(),
};
export const handRuleSchema = z.strictObject({ id: objectName, ...ruleFields });
/** A change to a rule: only the fields given are replaced (conditions given replace the rule's). */
const ruleChange = z.strictObject(ruleFields).partial();

const groupSpec = z.strictObject({
  name: objectName,
  priority,
  direction: z.enum(['in', 'out']),
  family: z.enum(['ipv4', 'ipv6']).optional(),
});
const layerSpec = z.strictObject({
  name: objectName,
  priority,
  stateful: z.boolean().optional(),
  /** What happens when no rule of the layer matches (default allow, both ways). */
  defaultAction: z.strictObject({ in: z.enum(['allow', 'block']), out: z.enum(['allow', 'block']) }).optional(),
});

const at = { port: portName, layer: objectName, group: objectName };
export const vfpEditSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('block-port'), port: portName }),
  z.strictObject({ op: z.literal('unblock-port'), port: portName }),
  z.strictObject({ op: z.literal('add-layer'), port: portName, layer: layerSpec }),
  z.strictObject({ op: z.literal('add-group'), port: portName, layer: objectName, group: groupSpec }),
  z.strictObject({ op: z.literal('change-group'), ...at, set: z.strictObject({ priority, direction: z.enum(['in', 'out']) }).partial() }),
  z.strictObject({ op: z.literal('remove-group'), ...at }),
  z.strictObject({ op: z.literal('add-rule'), ...at, rule: handRuleSchema }),
  z.strictObject({ op: z.literal('change-rule'), ...at, rule: objectName, set: ruleChange }),
  z.strictObject({ op: z.literal('remove-rule'), ...at, rule: objectName }),
]);

export type VfpEdit = z.infer<typeof vfpEditSchema>;
export type HandRule = z.infer<typeof handRuleSchema>;
export type HandRuleChange = z.infer<typeof ruleChange>;
export type GroupSpec = z.infer<typeof groupSpec>;
export type LayerSpec = z.infer<typeof layerSpec>;
