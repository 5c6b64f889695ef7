// Redaction options and the mapping table the UI shows ("10.244.1.5 → 10.3.1.5").
import type { RedactMsg } from './messages';

export type NameKind = 'node' | 'pod' | 'namespace' | 'service';

export interface RedactOptions {
  /** Kubernetes names to replace, by kind (matched as whole names, in any letter case). */
  names?: Partial<Record<NameKind, readonly string[]>>;
}

export type RedactionKind = 'ipv4' | 'ipv6' | 'mac' | 'guid' | 'containerId' | NameKind;

export interface RedactionEntry {
  kind: RedactionKind;
  original: string;
  replacement: string;
}

export interface RedactionMapping {
  /** Every value replaced, in order of first appearance. */
  entries: RedactionEntry[];
  /** How IPv4 networks moved: each /16 seen, and each shorter prefix (e.g. a /12 service CIDR) kept whole. */
  ipv4Networks: { original: string; replacement: string }[];
  /** Where a guarantee could not be kept (a containment relation broken, a name too short to redact). */
  notes: string[];
  /** The same notes as message values, item for item (the UI says them in the user's language). */
  noteMsgs: RedactMsg[];
}

export interface Redacted<T> {
  value: T;
  mapping: RedactionMapping;
}
