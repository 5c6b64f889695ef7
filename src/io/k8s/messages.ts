// What the Kubernetes reader says about a file, as message values (src/core/message.ts): English
// here (the CLI, the import summary's `message`), Vietnamese in src/ui/i18n/messages/k8s.vi.ts.
// `v` holes hold a value as the file wrote it (JSON, cut at 40 characters); kinds, names and
// fields stay as written.
import { msg, render, type MsgOf } from '../../core/message';

/** What a field should have held (zod's type names), in words. */
const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'a map of strings',
};

export const K8S_EN = {
  // Where a problem is: "document 2, Service default/web: …" (`doc` 0 and `kind` '' when not said).
  'k8s.at': (a: { doc: number; kind: string; id: string; m: string }) => `${[...(a.doc ? [`document ${a.doc}`] : []), ...(a.kind ? [`${a.kind} ${a.id}`] : [])].join(', ')}: ${a.m}`,
  'k8s.noKind': () => 'missing: kind (is this a Kubernetes object?)',
  'k8s.twice': (a: { id: string }) => `${a.id} appears more than once; both are kept`,
  'k8s.skipped': (a: { n: number; kind: string }) => `${a.n} ${a.kind} object${a.n === 1 ? '' : 's'} skipped: VFP Lab does not use this kind`,
  'k8s.noObjects': () => 'the file holds no Kubernetes objects',
  'k8s.notObject': (a: { v: string }) => `expected a Kubernetes object, got ${a.v}`,
  // What a value was, when not its JSON.
  'k8s.aList': () => 'a list',
  'k8s.anObject': () => 'an object',
  'k8s.nothing': () => 'nothing',
  // The API's checks of a value (schemas.ts) and zod's issues (issues.ts).
  'k8s.required': () => 'missing: this field is required',
  'k8s.expected': (a: { type: string; v: string }) => `expected ${EXPECTED[a.type] ?? a.type}, got ${a.v}`,
  'k8s.entries': (a: { n: number }) => `needs at least ${a.n} entr${a.n === 1 ? 'y' : 'ies'}`,
  'k8s.empty': () => 'must not be empty',
  'k8s.atLeast': (a: { n: number; v: string }) => `must be at least ${a.n}, got ${a.v}`,
  'k8s.atMost': (a: { n: number; v: string }) => `must be at most ${a.n}, got ${a.v}`,
  'k8s.oneOf': (a: { values: string; v: string }) => `expected one of ${a.values}, got ${a.v}`,
  'k8s.notAllowed': (a: { v: string }) => `not an allowed value: ${a.v}`,
  'k8s.notIp': (a: { v: string }) => `${a.v} is not an IP address`,
  'k8s.notCidr': (a: { v: string }) => `${a.v} is not a CIDR`,
  'k8s.notClusterIp': (a: { v: string }) => `${a.v} is not an IP address or None`,
  'k8s.quotedPort': (a: { v: string }) => `${a.v} is a string, so Kubernetes reads it as a port name (which needs a letter); write the number without quotes`,
  'k8s.notFamily': (a: { v: string; family: string }) => `${a.v} is not an ${a.family} address`,
  'k8s.ipBlockAlone': () => 'ipBlock cannot be combined with podSelector or namespaceSelector in one peer',
  'k8s.exceptOutside': (a: { v: string; cidr: string }) => `${a.v} is not strictly inside ${a.cidr}`,
  // An issue zod names that the reader has no sentence of its own for: zod's words, as they are.
  'k8s.zod': (a: { text: string }) => a.text,
} as const;

export type K8sMsg = MsgOf<typeof K8S_EN>;
export const k8sMsg = msg<typeof K8S_EN>();

/** In English: the import summary's `message`, the CLI. */
export const k8sText = (m: K8sMsg): string => render([K8S_EN], m);
