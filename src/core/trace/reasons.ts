// One list of reason codes shared by the engine, the UI and the CLI (README: "Reason codes").
// Never reuse a code for another meaning; add new ones at the end.
export const REASONS = {
  ACL_DENY: 'a VFP block rule or a layer default-deny (Windows), or a NetworkPolicy enforced by Calico or Cilium (Linux), dropped the packet',
  NO_ROUTE: 'no route to the destination (host, router or internet edge)',
  NO_LISTENER: 'the receiving TCP/IP stack has no socket on that port',
  NO_BACKEND: 'a Service VIP with no usable backend: no load balancer translated it',
  TTL_EXCEEDED: 'the IP TTL reached zero',
  MTU_EXCEEDED: 'a DF packet larger than the link MTU, or any VXLAN packet larger than the underlay MTU (a VTEP must not fragment, RFC 7348 §4.3)',
  UNKNOWN_MAC: 'the vSwitch has no port for the destination MAC and no uplink',
  ICMP_NOT_TRANSLATED: 'VFP does not translate ICMP through NAT',
  PORT_BLOCKED: 'the vSwitch port is blocked',
  NAT_NO_RETURN_PATH: 'the reply cannot come back: nothing routes to the untranslated source',
  UNSUPPORTED: 'a feature Windows does not support',
  LOOP_DETECTED: 'the packet went round in a loop; the walk stopped it',
  HAIRPIN_DROP: 'with DSR a pod reaching itself through its Service is dropped unless loopback DSR is on',
  FORWARDING_DISABLED: 'the packet needed a host to forward it, and IP forwarding is off on that interface',
  SNAT_PORT_EXHAUSTED: 'every port of the NAT pool is held by a live translation',
} as const;

export type ReasonCode = keyof typeof REASONS;
export const REASON_CODES = Object.keys(REASONS) as ReasonCode[];
