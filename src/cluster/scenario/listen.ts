// `tcp/80`, `udp/53`: a pod's or an external host's open socket, as scenarios write it. Apart from
// the schema, so that resolving a scenario does not load zod (issue 16).
export const LISTEN_RE = /^(tcp|udp|sctp)\/(\d{1,5})$/;
