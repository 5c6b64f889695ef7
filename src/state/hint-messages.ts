// Why a probe is worth sending after a replay (replay-outcome.ts probeHints), as message values
// (src/core/message.ts): English here; the UI says the same ids in the user's language
// (src/ui/i18n/messages/hints.vi.ts). Shown only in Import mode: no English string is kept beside them.
import { msg, type MsgOf } from '../core/message';

export const HINTS_EN = {
  'hint.intoPod': () => 'the node into its pod, as kubelet health checks go',
  'hint.intoPodGuess': () => 'the node into its pod, as kubelet health checks go (what listens is unknown: port 80 is a guess)',
  'hint.toService': () => 'a pod to a Service: the load balancer HNS programmed for this VIP',
  'hint.dns': () => "name resolution: the endpoint's DNS server, which needs a load balancer for its VIP",
} as const;

export type HintMsg = MsgOf<typeof HINTS_EN>;
export const hintMsg = msg<typeof HINTS_EN>();
