// Vietnamese for who made a rule of a replayed node: the origins io/replay/windows.ts writes into
// the rebuilt document (a node's objects known from evidence other than HNS, issue 28 item 2), held
// there as English. The simulation's origins are message values (src/hns/origin-messages.ts,
// ../messages/origin.vi.ts), and so are why a probe cannot be sent, the probe composer's field
// errors, the notices of a link, Compare's words and the fixes (../messages/*.vi.ts).
import type { Catalogue } from './engine';

export const noticeMessages: Catalogue = [
  ['kube-proxy (winkernel), as its log {file} says', 'kube-proxy (winkernel), theo log {file} của nó'],
  ['HNS (endpoint read from ipconfig /all in {file})', 'HNS (endpoint đọc từ ipconfig /all trong {file})'],
  ['HNS (imported endpoint)', 'HNS (endpoint được import)'],
];
