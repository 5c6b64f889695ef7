// Vietnamese for what the readers of ipconfig /all, netsh's port ranges and kube-proxy's log say
// (src/io/dumps/messages-node.ts). Commands, field names and values as printed stay.
import type { Translation } from '../../../core/message';
import type { NODE_EN } from '../../../io/dumps/messages-node';

/** The display languages the readers name (ipconfig-words.ts, netsh-ports.ts). */
const LANG: Record<string, string> = {
  Chinese: 'tiếng Trung',
  German: 'tiếng Đức',
  French: 'tiếng Pháp',
  Italian: 'tiếng Ý',
  'Spanish or Portuguese': 'tiếng Tây Ban Nha hoặc Bồ Đào Nha',
  Spanish: 'tiếng Tây Ban Nha',
  Polish: 'tiếng Ba Lan',
  Russian: 'tiếng Nga',
};
const lang = (l: string) => (Object.hasOwn(LANG, l) ? LANG[l]! : l);

export const NODE_DUMP_VI: Translation<typeof NODE_EN> = {
  'ipconfig.language': (a) =>
    `ipconfig in ra bằng ${lang(a.lang)} (${a.t}): tên adapter và field được đọc như tên tiếng Anh tương ứng (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); các field khác bị bỏ ra`,
  'ipconfig.stray': (a) => `${a.t} không phải dòng của ipconfig /all; bỏ qua`,
  'ipconfig.strayMore': (a) => `đã bỏ qua thêm ${a.n} dòng không phải của ipconfig /all`,
  'ipconfig.none': () => 'không thấy network adapter nào (cần output `ipconfig /all`: `Ethernet adapter <name>:` và các field của nó)',
  'netsh.language': (a) =>
    `netsh in ra bằng ${lang(a.lang)}: chỉ output tiếng Anh được đọc (VFP Lab không đoán số liệu từ những từ nó không biết); hãy chạy lệnh với ngôn ngữ hiển thị tiếng Anh, hoặc dán bản tiếng Anh`,
  'netsh.countFirst': (a) => `"Number of Ports" đứng trước "Start Port": ${a.t}`,
  'netsh.dynamicOutside': (a) => `dải dynamic nằm ngoài 1-65535 bị bỏ ra: bắt đầu ${a.start}, ${a.n} port`,
  'netsh.excludedOutside': (a) => `dải excluded nằm ngoài 1-65535, hoặc bị ngược, bị bỏ ra: ${a.t}`,
  'netsh.stray': (a) => `không phải dòng dải port của netsh, bỏ qua: ${a.t}`,
  'netsh.none': () => 'không có khối "Protocol tcp|udp Dynamic Port Range" hay "Port Exclusion Ranges": đây có phải output của netsh (tiếng Anh) không?',
  'kubeProxy.notJson': (a) => `load balancer mà kube-proxy ghi log ở dòng ${a.line} không phải JSON đọc được (${a.why}); không đọc`,
  'kubeProxy.none': () =>
    'không thấy load balancer nào trong log kube-proxy này (cần các dòng "Hns LoadBalancer resource created" hoặc "Hns loadbalancer policy resource" của nó, ở mức -v=3 trở lên)',
  'kubeProxy.createdOnly': (a) =>
    `${a.n} load balancer chỉ được biết qua ${a.n === 1 ? 'một dòng' : 'các dòng'} log "created": port và backend của ${a.n === 1 ? 'nó' : 'chúng'} không có trong log (kube-proxy ghi chúng ở mức -v=5)`,
};
