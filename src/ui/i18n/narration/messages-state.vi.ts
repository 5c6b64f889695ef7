// Vietnamese for what the state layer and Compare write (src/state, src/hns/compile, src/cluster):
// probe hints' reasons, edit refusals, Compare's notes. One file per area, put together here.
// (Microsoft's checks are message values: src/ui/i18n/messages/findings.vi.ts.)
import type { Catalogue } from './engine';
import { noticeCatalogues, noticeMessages } from './messages-notices.vi';
import { refusalCatalogues, refusalMessages } from './messages-refusals.vi';
import { whereCatalogues, whereMessages } from './messages-where.vi';

/** Why a probe is worth sending after a replay (state/replay-outcome.ts probeHints). */
const hintWhy: Catalogue = [
  ['the node into its pod, as kubelet health checks go', 'từ node vào pod của nó, đúng đường health check của kubelet'],
  [
    'the node into its pod, as kubelet health checks go (what listens is unknown: port 80 is a guess)',
    'từ node vào pod của nó, đúng đường health check của kubelet (không rõ pod listen gì: port 80 chỉ là đoán)',
  ],
  ['a pod to a Service: the load balancer HNS programmed for this VIP', 'từ pod tới Service: load balancer mà HNS đã cài cho VIP này'],
  ["name resolution: the endpoint's DNS server, which needs a load balancer for its VIP", 'phân giải tên: DNS server của endpoint, cần có load balancer cho VIP của nó'],
];

// Where a problem is comes last: its templates fit any text with " · " in it.
export const stateMessages: Catalogue = [...hintWhy, ...refusalMessages, ...noticeMessages, ...whereMessages];

/** The catalogues the messages' holes go through ({x@holder}, {x@wfield}…). */
export const stateCatalogues = { ...refusalCatalogues, ...noticeCatalogues, ...whereCatalogues };
