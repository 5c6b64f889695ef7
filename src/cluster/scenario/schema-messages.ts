// What the scenario schema says of a value it refuses, as message values (src/core/message.ts): its
// own messages (schema.ts, vfp-edits.ts, exercise-schema.ts write SCHEMA_TEXT's English into zod)
// and zod's own issues in the words Build mode shows (state/issue-words.ts humanize, and a wrong
// type as the file loader says it). Vietnamese in src/ui/i18n/messages/schema.vi.ts. Values,
// names and fields stay in the holes as the document has them.
import { msg, render, type Msg, type MsgOf } from '../../core/message';

/** zod's names of a type, in words ("an int" for a priority of 1.5 said nothing to most readers). */
const EXPECTED: Record<string, string> = { object: 'an object', array: 'an array', int: 'a whole number' };

export const SCHEMA_EN = {
  // The schema's own messages.
  'schema.ipv4': () => 'expected an IPv4 address such as 10.0.0.5',
  'schema.ipv4Cidr': () => 'expected an IPv4 CIDR such as 10.244.0.0/16',
  'schema.ip': () => 'expected an IPv4 or IPv6 address such as 10.0.0.5 or fd00:10:244::5',
  'schema.cidr': () => 'expected a CIDR such as 10.244.0.0/16 or fd00:10:244::/56',
  'schema.cidrList': () => 'expected a CIDR, or an IPv4 and an IPv6 CIDR separated by a comma, such as 10.244.0.0/16,fd00:10:244::/56',
  'schema.mac': () => 'expected a MAC address such as 00-15-5D-0A-0B-0C',
  'schema.k8sName': () => 'expected a Kubernetes name: lower case letters, digits, "-" and "."',
  'schema.listen': () => 'expected protocol/port such as tcp/80 or udp/53',
  'schema.listenPort': () => 'port must be 1-65535',
  'schema.portName': () => 'expected a port name: at most 15 lower case letters, digits and single inner "-", with at least one letter (an IANA service name)',
  'schema.servicePorts': () => 'a Service needs at least one port',
  'schema.ref': () => 'expected a ref: pod/[ns/]name[:port], service/[ns/]name:port, node/name[:port], external/name[:port], IP[:port] or [IPv6]:port',
  'schema.probeName': () => 'expected a probe name: letters, digits, "-", "_" and "."',
  'schema.apiVersion': (a: { v: string }) => `apiVersion must be ${a.v}`,
  'schema.kind': () => 'kind must be Scenario',
  'schema.vfpPort': () => 'expected a port: pod/[namespace/]name, host, cbr0 or external',
  'schema.vfpName': () => 'expected a name: letters, digits, "-", "_", "." (no spaces)',
  'schema.vfpAddress': () => 'expected an IPv4 address or prefix such as 10.244.1.5 or 10.244.0.0/16',
  'schema.vfpPortNumber': () => 'a port is 0-65535',
  'schema.vfpPortRange': () => 'expected a port (0-65535) or a range such as 8000-8100',
  'schema.priority': () => 'expected a priority: a whole number 0-65535',
  'schema.priorityWhole': () => 'a priority is a whole number',
  'schema.priorityRange': () => 'a priority is 0-65535',
  'schema.safeText': () => 'safe text only: `code` and *emphasis*, no HTML tags',
  // zod's own issues, as humanize() words them.
  'schema.empty': () => 'cannot be empty',
  'schema.needsOne': () => 'needs at least one',
  'schema.minChars': (a: { n: number }) => `needs at least ${a.n} characters`,
  'schema.minItems': (a: { n: number }) => `needs at least ${a.n} items`,
  'schema.min': (a: { n: number }) => `must be at least ${a.n}`,
  'schema.maxChars': (a: { n: number }) => `takes at most ${a.n} characters`,
  'schema.maxItems': (a: { n: number }) => `takes at most ${a.n} items`,
  'schema.max': (a: { n: number }) => `must be at most ${a.n}`,
  'schema.oneOf': (a: { list: string }) => `choose one of ${a.list}`,
  'schema.literal': (a: { want: string }) => `Invalid input: expected ${a.want}`,
  'schema.invalid': () => 'Invalid input',
  // A wrong type in zod's own words (an imported node's objects: machine-written, said as zod says it).
  'schema.zodType': (a: { want: string; got: string }) => `Invalid input: expected ${a.want}, received ${a.got}`,
  'schema.unknownField': (a: { names: string }) => `unknown field ${a.names}`,
  // A wrong type: what was expected and the value found; a field that is missing.
  'schema.required': () => 'is required',
  'schema.expected': (a: { t: string; v: string }) => `expected ${a.t}, found ${a.v}`,
  'schema.type': (a: { t: string }) => EXPECTED[a.t] ?? `a${/^[aeiou]/.test(a.t) ? 'n' : ''} ${a.t}`,
  'schema.foundNull': () => 'null',
  'schema.foundArray': () => 'an array',
  'schema.foundObject': () => 'an object',
  'schema.foundNumber': (a: { n: number }) => `the number ${a.n}`,
  'schema.foundText': (a: { t: string }) => `the text ${a.t}`,
  'schema.foundOther': (a: { k: string; v: string }) => `${a.k} ${a.v}`,
};

export type SchemaMsg = MsgOf<typeof SCHEMA_EN>;
export const schemaMsg = msg<typeof SCHEMA_EN>();
export const schemaText = (m: Msg): string => render([SCHEMA_EN], m);

/** The schema's own messages, each as the schema writes it into zod. */
const OWN = new Map<string, SchemaMsg>();
/** A message of the schema's own, its English for zod. */
export function own(m: SchemaMsg): string {
  const text = schemaText(m);
  OWN.set(text, m);
  return text;
}
/** The value behind a message the schema wrote (its own: own() made it). */
export const ownMsg = (message: string): SchemaMsg | undefined => OWN.get(message);
