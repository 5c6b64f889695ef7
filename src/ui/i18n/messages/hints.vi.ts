// Tiếng Việt cho lý do nên gửi một probe sau khi replay một node (src/state/hint-messages.ts): cùng
// id, kiểu Translation<typeof HINTS_EN>. Nằm trong chunk tiếng Việt (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { HINTS_EN } from '../../../state/hint-messages';

export const HINTS_VI: Translation<typeof HINTS_EN> = {
  'hint.intoPod': () => 'từ node vào pod của nó, đúng đường health check của kubelet',
  'hint.intoPodGuess': () => 'từ node vào pod của nó, đúng đường health check của kubelet (không rõ pod listen gì: port 80 chỉ là đoán)',
  'hint.toService': () => 'từ pod tới Service: load balancer mà HNS đã cài cho VIP này',
  'hint.dns': () => 'phân giải tên: DNS server của endpoint, cần có load balancer cho VIP của nó',
};
