// Tiếng Việt cho những gì reader Kubernetes nói về một file (src/io/k8s/messages.ts). Kind, tên
// object, field và giá trị như file viết giữ nguyên; "document N" giữ như lời dẫn của kubectl.
import type { Translation } from '../../../core/message';
import type { K8S_EN } from '../../../io/k8s/messages';

/** Kiểu zod mà field cần, bằng lời. */
const EXPECTED: Record<string, string> = {
  number: 'một số',
  int: 'một số nguyên',
  string: 'một chuỗi',
  boolean: 'true hoặc false',
  array: 'một danh sách',
  object: 'một object',
  record: 'một map các chuỗi',
};

export const K8S_VI: Translation<typeof K8S_EN> = {
  'k8s.at': (a) => `${[...(a.doc ? [`document ${a.doc}`] : []), ...(a.kind ? [`${a.kind} ${a.id}`] : [])].join(', ')}: ${a.m}`,
  'k8s.noKind': () => 'thiếu: kind (đây có phải object Kubernetes không?)',
  'k8s.twice': (a) => `${a.id} xuất hiện nhiều lần; giữ cả hai`,
  'k8s.skipped': (a) => `bỏ qua ${a.n} object ${a.kind}: VFP Lab không dùng kind này`,
  'k8s.noObjects': () => 'file không chứa object Kubernetes nào',
  'k8s.notObject': (a) => `cần một object Kubernetes, nhưng gặp ${a.v}`,
  'k8s.aList': () => 'một danh sách',
  'k8s.anObject': () => 'một object',
  'k8s.nothing': () => 'không có gì',
  'k8s.required': () => 'thiếu: field này là bắt buộc',
  'k8s.expected': (a) => `cần ${EXPECTED[a.type] ?? a.type}, nhưng gặp ${a.v}`,
  'k8s.entries': (a) => `cần ít nhất ${a.n} mục`,
  'k8s.empty': () => 'không được để trống',
  'k8s.atLeast': (a) => `phải ít nhất là ${a.n}, nhưng gặp ${a.v}`,
  'k8s.atMost': (a) => `phải nhiều nhất là ${a.n}, nhưng gặp ${a.v}`,
  'k8s.oneOf': (a) => `cần một trong ${a.values}, nhưng gặp ${a.v}`,
  'k8s.notAllowed': (a) => `giá trị không được phép: ${a.v}`,
  'k8s.notIp': (a) => `${a.v} không phải địa chỉ IP`,
  'k8s.notCidr': (a) => `${a.v} không phải CIDR`,
  'k8s.notClusterIp': (a) => `${a.v} không phải địa chỉ IP hay None`,
  'k8s.quotedPort': (a) => `${a.v} là chuỗi, nên Kubernetes đọc nó như tên port (tên port cần có chữ cái); hãy viết số không có dấu ngoặc kép`,
  'k8s.notFamily': (a) => `${a.v} không phải địa chỉ ${a.family}`,
  'k8s.ipBlockAlone': () => 'ipBlock không được dùng chung với podSelector hay namespaceSelector trong một peer',
  'k8s.exceptOutside': (a) => `${a.v} không nằm hẳn bên trong ${a.cidr}`,
  // Lời của zod mà reader không có câu riêng: giữ như zod viết, có ghi là của zod.
  'k8s.zod': (a) => `zod: ${a.text}`,
};
