// What the vfpctrl readers say (/list-rule, /list-vmswitch-port, /format 1 JSON, and the rule,
// group, condition, action and counter readers they share: vfp/*), as message values
// (src/core/message.ts): English here (the CLI, the import summary's `message`), Vietnamese in
// src/ui/i18n/messages/dumps-vfp.vi.ts. `t` holds the file's text quoted (text.ts quote); rule,
// group, layer and port names are as printed.
import { msg, type MsgOf } from '../../core/message';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const VFP_EN = {
  'vfp.reported': (a: { t: string }) => `vfpctrl reported ${a.t}`,
  'vfp.notNumber': (a: { t: string }) => `${a.t} is not a number`,
  // /list-rule (vfpctrl-rules.ts, vfp/list-fields.ts, vfp/drafts.ts)
  'vfp.layerNoName': () => 'LAYER without a name',
  'vfp.groupNoName': () => 'GROUP without a name',
  'vfp.ruleOutside': () => 'RULE outside any GROUP (the GROUP line is missing); kept in group UNKNOWN_GROUP',
  'vfp.groupLayerFromName': (a: { group: string; layer: string }) => `group ${a.group} has no LAYER line above it (the list was filtered by /layer); layer taken as ${a.layer} from the group name`,
  'vfp.groupNoLayer': (a: { group: string; layer: string }) => `group ${a.group} has no LAYER line above it and its name does not tell the layer; kept in layer ${a.layer}`,
  'vfp.notGroupField': (a: { t: string }) => `${a.t} is not a vfpctrl group field; ignored`,
  'vfp.notLayerField': (a: { t: string }) => `${a.t} is not a vfpctrl layer field; ignored`,
  'vfp.notRuleField': (a: { t: string }) => `${a.t} is not a vfpctrl rule field; ignored`,
  'vfp.rulesNone': () => 'no vfpctrl /list-rule output found (expected an ` ITEM LIST` banner or LAYER / GROUP / RULE lines)',
  'vfp.fieldKept': (a: { key: string; n: number }) => `field \`${a.key}\` (${a.n} ${s(a.n, 'time', 'times')}, first here) is not interpreted; kept as text on rules`,
  'vfp.outside': (a: { n: number; t: string }) => `${a.n} ${s(a.n, 'line', 'lines')} outside any LAYER / GROUP / RULE block not read, first ${a.t}`,
  'vfp.midRule': (a: { line: number; t: string }) => `the text ends mid-rule at line ${a.line} (truncated?): the last rule was read as far as it goes, without ${a.t}`,
  'vfp.ruleNoName': () => 'RULE without a name or friendly name; named after its line',
  'vfp.ruleNoPriority': (a: { rule: string }) => `rule ${a.rule} has no Priority; taken as 65535 (last)`,
  'vfp.ruleNoFlags': (a: { rule: string }) => `rule ${a.rule} has no Flags; taken as terminating`,
  'vfp.ruleNoType': (a: { rule: string }) => `rule ${a.rule} has no Type; taken as allow`,
  'vfp.notDirection': (a: { t: string }) => `${a.t} is neither IN nor OUT`,
  // `dir` is IN or OUT.
  'vfp.groupDirFromName': (a: { group: string; dir: string }) => `group ${a.group} has no Direction; taken as ${a.dir} from the name of the group`,
  'vfp.groupDirFromRule': (a: { group: string; dir: string; rule: string }) => `group ${a.group} has no Direction; taken as ${a.dir} from the name of rule ${a.rule}`,
  'vfp.groupNoDirection': (a: { group: string }) =>
    `group ${a.group} has no Direction and no group or rule name tells it: the direction is unknown; its rules are applied to OUT packets only (paste the GROUP block with its Direction line)`,
  'vfp.groupNoPriority': (a: { group: string }) => `group ${a.group} has no Priority; taken as 0`,
  // Conditions (vfp/blocks.ts, vfp/conditions.ts); `why` is one of the vfp.cond* values.
  'vfp.notCondition': (a: { t: string }) => `${a.t} is not a condition (\`Label : value\`); ignored`,
  'vfp.condNotModelled': (a: { t: string; rule: string }) => `condition ${a.t} is not modelled; ${a.rule} will match more packets than on the node`,
  'vfp.condNotModelledIt': (a: { t: string }) => `condition ${a.t} is not modelled; it will match more packets than on the node`,
  'vfp.condition': (a: { key: string; why: string }) => `condition ${a.key}: ${a.why}`,
  'vfp.condIp': (a: { v: string }) => `\`${a.v}\` is not an IP address, prefix or range`,
  // Valid IPv6 text that names no address a rule can hold (ip.ts ipv6Oddity): `what` zone or mapped.
  'vfp.ipv6Odd': (a: { v: string; what: string }) =>
    a.what === 'zone' ? `\`${a.v}\` carries a zone id (\`%…\`), which names one host's link, not an address` : `\`${a.v}\` is an IPv4-mapped IPv6 address (\`::ffff:a.b.c.d\`), which VFP does not match as IPv4`,
  'vfp.condProtocol': (a: { v: string }) => `\`${a.v}\` is not a protocol number`,
  'vfp.condPort': (a: { v: string }) => `\`${a.v}\` is not a port or port range`,
  'vfp.condVni': (a: { v: string }) => `\`${a.v}\` is not a VXLAN network identifier`,
  // Actions (vfp/actions.ts); `type` as printed.
  'vfp.modifyNone': (a: { rule: string; type: string }) => `rule ${a.rule}: type \`${a.type}\` printed no Modify values VFP Lab can read; kept as allow`,
  'vfp.typeNotModelled': (a: { rule: string; type: string }) => `rule ${a.rule}: rule type \`${a.type}\` is not modelled; kept as allow (the packet passes unchanged)`,
  'vfp.dipEntry': (a: { rule: string; v: string }) => `rule ${a.rule}: DIP entry \`${a.v}\` is not \`{ ip : port }\`; skipped`,
  'vfp.dipNotIp': (a: { rule: string; ip: string }) => `rule ${a.rule}: backend ${a.ip} is not an IP address; skipped`,
  // `why` a vfp.ipv6Odd value.
  'vfp.dipOdd': (a: { rule: string; why: string }) => `rule ${a.rule}: backend skipped: ${a.why}`,
  'vfp.dipNone': (a: { rule: string }) => `rule ${a.rule}: lbnat rule without any readable DIP; it has no backend`,
  'vfp.natPool': (a: { rule: string; pool: string }) =>
    `rule ${a.rule}: the address and port range of NAT pool ${a.pool} are not in a rule dump (see vfpctrl /list-nat-range); using 0.0.0.0, ports 0-65535`,
  'vfp.encapMissing': (a: { rule: string }) => `rule ${a.rule}: encap destination or VNI not found in the dump; using 0.0.0.0 / VNI 0`,
  // A rule list that names no port (vfp/port-finish.ts); `kind` is a PortKind (endpoint, external, host…).
  'vfp.placeholder': (a: { id: string }) => `the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port ${a.id}`,
  'vfp.placeholderUnknown': (a: { id: string }) =>
    `the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port ${a.id}; its kind is unknown, taken as an endpoint port`,
  'vfp.placeholderKind': (a: { id: string; kind: string }) =>
    `the file does not name the port of these rules (vfpctrl /port <guid> ... prints no port line); they are kept on placeholder port ${a.id}; taken as ${a.kind === 'endpoint' || a.kind === 'external' ? 'an' : 'a'} ${a.kind} port from its layers`,
  // /list-vmswitch-port (vfpctrl-ports.ts)
  'vfp.portNotGuid': (a: { t: string }) => `port name ${a.t} is not a GUID`,
  'vfp.notMac': (a: { t: string }) => `${a.t} is not a MAC address`,
  'vfp.orphans': (a: { n: number }) => `${a.n} line(s) before the first \`Port name\` belong to a port whose name is not in the file (cut by Select-String -Context?); not read`,
  'vfp.portsNone': () => 'no vSwitch port found (expected `Port name : <guid>` lines of vfpctrl /list-vmswitch-port)',
  'vfp.portNoFriendly': (a: { id: string }) => `port ${a.id} has no Port Friendly name; taken as an endpoint port`,
  'vfp.portFriendlyOdd': (a: { id: string; t: string }) => `port ${a.id}: friendly name ${a.t} is none of ExternalPort, Container NIC <hex> or an endpoint GUID; taken as an endpoint port`,
  // /format 1 JSON (vfpctrl-json.ts, vfp/counters.ts); `list` is Ports, Layers, Groups or Rules.
  'vfp.jsonNone': () => 'this JSON holds none of Ports, Layers, Groups, Rules or InformationArray; nothing read',
  'vfp.entryNotObject': (a: { list: string }) => `a ${a.list} entry is not an object; skipped`,
  'vfp.portNoName': () => 'a port without Name; its rules go to the placeholder port',
  'vfp.jsonNotMac': (a: { v: string }) => `\`${a.v}\` is not a MAC address`,
  'vfp.looseRules': (a: { layer: string }) => `rules without their layer and group; kept in layer ${a.layer}`,
  'vfp.looseGroups': (a: { layer: string }) => `groups without their layer; kept in layer ${a.layer}`,
  'vfp.jsonCondition': (a: { key: string; rule: string }) => `condition \`${a.key}\` is not modelled; rule ${a.rule} will match more packets than on the node`,
  'vfp.numericTypes': (a: { n: number }) => `${a.n} rule(s) give Type as a number; vfpctrl's numeric action codes are not published, so they are kept as allow`,
  'vfp.jsonPlaceholder': (a: { id: string }) => `the JSON does not name its port (vfpctrl /port <guid> ... /format 1); its content is kept on placeholder port ${a.id}`,
  // `why` is zod's words for the first issue, a value of io/zod-messages.ts.
  'vfp.ruleCounters': (a: { path: string; why: string }) => `rule counters unreadable: ${a.path} ${a.why}`,
  'vfp.portCounters': (a: { path: string; why: string }) => `port counters unreadable: ${a.path} ${a.why}`,
} as const;

export type VfpMsg = MsgOf<typeof VFP_EN>;
export const vfpMsg = msg<typeof VFP_EN>();
