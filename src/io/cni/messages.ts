// What the CNI config reader says about a file, as message values (src/core/message.ts): English
// here (the CLI, the import summary's `message`), Vietnamese in src/ui/i18n/messages/cni.vi.ts.
// `v` holes hold a value as the file wrote it (JSON, cut at 60 characters); names stay as written.
import { msg, render, type MsgOf } from '../../core/message';

export const CNI_EN = {
  'cni.bom': () => 'the file starts with a byte-order mark; libcni reads configs with Go encoding/json, which rejects it (save as UTF-8 without BOM)',
  'cni.duplicate': () => 'this member is written more than once; the last one counts',
  'cni.notObject': () => 'a CNI config is a JSON object ({...})',
  'cni.noName': () => 'missing: the network name (the HNS network the plugin uses)',
  'cni.noVersion': () => 'missing: cniVersion',
  'cni.noType': () => 'missing: the plugin type',
  'cni.unknownType': (a: { v: string }) => `plugin type ${a.v} is not one VFP Lab models (win-bridge, win-overlay, sdnbridge, sdnoverlay, flannel, calico); its policies were read`,
  'cni.noPlugins': () => 'the plugin list is empty',
  'cni.flannelNoDelegate': (a: { plugin: string }) => `flannel has no delegate: it uses ${a.plugin} with defaults`,
  'cni.delegateNoType': (a: { plugin: string }) => `the delegate names no type: flannel uses ${a.plugin}`,
  'cni.mixedShapes': () => 'the policies mix the v1 (flat) and v2 (Settings) shapes',
  'cni.apiVersion': (a: { v: string }) => `expected 1 or 2, got ${a.v}`,
  'cni.apiVersionShape': (a: { version: string; shape: number }) => `apiVersion is ${a.version} but the policies are written in the v${a.shape} shape`,
  'cni.notBooleanFalse': (a: { v: string }) => `${a.v} is not true or false; read as false`,
  'cni.noEntryName': () => 'missing: the entry name (EndpointPolicy or NetworkPolicy)',
  'cni.noEntryValue': (a: { name: string }) => `missing: the ${a.name} itself`,
  'cni.ignoredEntry': (a: { v: string }) => `${a.v} entries are ignored by the plugins (only EndpointPolicy and NetworkPolicy are used)`,
  'cni.noPolicyType': () => 'missing: the policy Type',
  'cni.v1Name': (a: { type: string; v2: string }) => `"${a.type}" is the HNS v1 name; a v2 policy (with Settings) is called "${a.v2}"`,
  'cni.v2Name': (a: { type: string; v1: string }) => `"${a.type}" is the v2 name; a v1 (flat) policy is called "${a.v1}"`,
  'cni.noOverhead': () => 'missing: the overhead in bytes',
  'cni.noProviderAddress': () => 'missing: the provider address',
  'cni.noDestinationPrefix': () => 'missing: the DestinationPrefix',
  'cni.noneOf': (a: { names: string }) => `missing: one of ${a.names}`,
  'cni.notProtocol': (a: { v: string }) => `${a.v} is not a protocol (a number 0-255, 256 for any, or TCP, UDP, ICMP)`,
  'cni.notPort': (a: { v: string }) => `${a.v} is not a port or port range`,
  'cni.notOneOf': (a: { v: string; names: string }) => `${a.v} is not one of ${a.names}`,
  'cni.wantString': (a: { v: string }) => `expected a string, got ${a.v}`,
  'cni.wantBoolean': (a: { v: string }) => `expected true or false, got ${a.v}`,
  'cni.wantInteger': (a: { v: string }) => `expected a whole number, got ${a.v}`,
  'cni.wantObject': (a: { v: string }) => `expected an object, got ${a.v}`,
  'cni.wantList': (a: { v: string }) => `expected a list, got ${a.v}`,
  'cni.wantCidr': (a: { v: string }) => `expected a CIDR string, got ${a.v}`,
  'cni.wantAddress': (a: { v: string }) => `expected an IP address string, got ${a.v}`,
  'cni.wantProtocol': (a: { v: string }) => `expected a protocol number or name, got ${a.v}`,
  'cni.wantCommaList': (a: { v: string }) => `expected a comma-separated string, got ${a.v}`,
  'cni.notCidr': (a: { v: string }) => `${a.v} is not a CIDR`,
  'cni.notCidrTemplate': (a: { v: string }) => `${a.v} is not a CIDR (an unfilled template placeholder?)`,
  'cni.notAddress': (a: { v: string }) => `${a.v} is not an IP address`,
  'cni.notAddressTemplate': (a: { v: string }) => `${a.v} is not an IP address (an unfilled template placeholder?)`,
  'cni.hostBits': (a: { v: string }) => `${a.v} has bits set past its prefix length`,
} as const;

export type CniMsg = MsgOf<typeof CNI_EN>;
export const cniMsg = msg<typeof CNI_EN>();

/** In English: the CLI, the import summary's `message`. */
export const cniText = (m: CniMsg): string => render([CNI_EN], m);
