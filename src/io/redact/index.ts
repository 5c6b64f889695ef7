// Redaction before an export or a share link: addresses, MACs, GUIDs, container ids and given Kubernetes names are
// replaced consistently (the same input always gets the same replacement within one redaction, and
// different inputs get different ones), and the mapping is returned so the UI can show it.
//
// What is preserved:
// - IPv4: private stays private and public stays public (the first octet is kept); every /16 maps
//   to one other /16 and the last two octets are kept, so containment holds for every prefix of
//   length ≥ 16 and for every shorter prefix written in the input (moved as one aligned block);
//   gateway conventions (.1, .2) stay visible. No replacement /16 is one the input uses.
// - IPv6: containment for prefixes of length ≥ 48; interface ids unless they embed a MAC.
// - MACs keep their vendor prefix; win-overlay / kube-proxy MACs that embed an IPv4 embed its
//   replacement. GUIDs become numbered GUIDs, and a GUID's first eight digits shown alone (port
//   friendly names) follow it. Container ids (64 hex digits) become numbered ids.
// What is not:
// - Containment between different /16s for prefixes shorter than /16 that the input never writes
//   (a /12 given only as "10.96.0.0 255.240.0.0"); adjacency of networks; public IPv6 (becomes ULA).
// - Addresses written in other forms: dashed in DNS names (10-244-1-5.default.pod), hex, reversed
//   (in-addr.arpa), MACs without separators. Names not listed in `names`. Object keys in values.
// - Kept on purpose: 0.0.0.0, 255.255.255.255, netmasks, loopback, link-local, multicast,
//   168.63.129.16 (Azure's platform address), broadcast / multicast MACs, the all-zero GUID.
import type { Redacted, RedactOptions } from './model';
import { createRedactor } from './redactor';

export type { NameKind, Redacted, RedactionEntry, RedactionKind, RedactionMapping, RedactOptions } from './model';
export { createRedactor, type Redactor } from './redactor';

/** Redacts raw dump text. */
export function redactText(text: string, options?: RedactOptions): Redacted<string> {
  const r = createRedactor(options);
  const [value] = r.texts([text]);
  return { value: value!, mapping: r.mapping() };
}

/** Redacts several files with one mapping (an export of a whole import). */
export function redactTexts(texts: readonly string[], options?: RedactOptions): Redacted<string[]> {
  const r = createRedactor(options);
  const value = r.texts(texts);
  return { value, mapping: r.mapping() };
}

/** Redacts every string in a JSON-like value (a scenario before it becomes a share link). */
export function redactValue<T>(value: T, options?: RedactOptions): Redacted<T> {
  const r = createRedactor(options);
  return { value: r.value(value), mapping: r.mapping() };
}
