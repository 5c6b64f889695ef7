// Vietnamese for what the dump readers write (src/io/dumps: netsh, ipconfig, kube-proxy's log, and the
// repairs of a damaged paste). Commands and values stay. The HNS and vfpctrl readers' words are
// message values (messages/dumps-hns.vi.ts, dumps-vfp.vi.ts).
import type { Catalogue } from './engine';

/** zod's own words: for a counter it cannot read (dumps/vfp/counters.ts, said through problem-say.ts), a scenario file's field (scenario/located.ts). */
export const iozod: Catalogue = [
  ['Invalid input: expected {t}, received {u}', 'giá trị không hợp lệ: cần {t}, nhưng gặp {u}'],
  ['Invalid input', 'giá trị không hợp lệ'],
  ['Invalid option: expected one of {x*}', 'giá trị không hợp lệ: cần một trong {x}'],
  ['Too small: expected {t} to be >={n}', 'quá nhỏ: {t} phải >={n}'],
  ['Too big: expected {t} to be <={n}', 'quá lớn: {t} phải <={n}'],
  ['Too small: expected {x*}', 'quá nhỏ: cần {x}'],
  ['Too big: expected {x*}', 'quá lớn: cần {x}'],
];

/** ipconfig /all (ipconfig.ts). */
const ipconfig: Catalogue = [
  ['ipconfig printed this in Chinese ({h*}): its adapter and field names were read as the English ones (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); other fields are left out', 'ipconfig in ra bằng tiếng Trung ({h}): tên adapter và field được đọc như tên tiếng Anh tương ứng (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); các field khác bị bỏ ra'],
  ['{t*} is not a line of ipconfig /all; ignored', '{t} không phải dòng của ipconfig /all; bỏ qua'],
  ['no network adapter found (expected `ipconfig /all` output: `Ethernet adapter <name>:` and its fields)', 'không thấy network adapter nào (cần output `ipconfig /all`: `Ethernet adapter <name>:` và các field của nó)'],
  ['{n} more lines that are not ipconfig /all were ignored', 'đã bỏ qua thêm {n} dòng không phải của ipconfig /all'],
];

/** kube-proxy's Windows log (kube-proxy-log.ts): the load balancers it created. */
const kubeProxy: Catalogue = [
  ['the load balancer kube-proxy logged at line {n} is not readable JSON ({why@message}); not read', 'load balancer mà kube-proxy ghi log ở dòng {n} không phải JSON đọc được ({why}); không đọc'],
  ['no load balancer found in this kube-proxy log (expected its "Hns LoadBalancer resource created" or "Hns loadbalancer policy resource" lines, at -v=3 or more)', 'không thấy load balancer nào trong log kube-proxy này (cần các dòng "Hns LoadBalancer resource created" hoặc "Hns loadbalancer policy resource" của nó, ở mức -v=3 trở lên)'],
  ['{n} load balancer is known from a "created" log line only: its ports and backends are not in the log (kube-proxy logs them at -v=5)', '{n} load balancer chỉ được biết qua một dòng log "created": port và backend của nó không có trong log (kube-proxy ghi chúng ở mức -v=5)'],
  ['{n} load balancers are known from a "created" log line only: their ports and backends are not in the log (kube-proxy logs them at -v=5)', '{n} load balancer chỉ được biết qua các dòng log "created": port và backend của chúng không có trong log (kube-proxy ghi chúng ở mức -v=5)'],
];

/** netsh int ipv4 show dynamicport / excludedportrange. */
const netsh: Catalogue = [
  ['netsh printed this in {lang@iolang}: only the English output is read (its numbers are not guessed from words VFP Lab does not know); run it on an English display language, or paste the English text', 'netsh in ra bằng {lang}: chỉ output tiếng Anh được đọc (VFP Lab không đoán số liệu từ những từ nó không biết); hãy chạy lệnh với ngôn ngữ hiển thị tiếng Anh, hoặc dán bản tiếng Anh'],
  ['"Number of Ports" before "Start Port": {t*}', '"Number of Ports" đứng trước "Start Port": {t}'],
  ['a dynamic range outside 1-65535 is left out: start {s}, {n} ports', 'dải dynamic nằm ngoài 1-65535 bị bỏ ra: bắt đầu {s}, {n} port'],
  ['an excluded range outside 1-65535, or upside down, is left out: {t*}', 'dải excluded nằm ngoài 1-65535, hoặc bị ngược, bị bỏ ra: {t}'],
  ["not a line of netsh's port ranges, skipped: {t*}", 'không phải dòng dải port của netsh, bỏ qua: {t}'],
  ['no "Protocol tcp|udp Dynamic Port Range" or "Port Exclusion Ranges" block: is this netsh output (in English)?', 'không có khối "Protocol tcp|udp Dynamic Port Range" hay "Port Exclusion Ranges": đây có phải output của netsh (tiếng Anh) không?'],
];

/** What a damaged paste needed (json-repair.ts, text.ts, report.ts). */
const repairs: Catalogue = [
  ['`...` elisions on line {ls*}: the author left part of the output out; read what is there (an elided value is null)', 'chỗ lược `...` ở dòng {ls}: người dán đã bỏ bớt một phần output; đọc phần còn lại (giá trị bị lược là null)'],
  ['strings broken across lines (line {ls*}): the paste was hard-wrapped; joined back', 'chuỗi bị ngắt qua nhiều dòng (dòng {ls}): bản dán bị ngắt dòng cứng; đã nối lại'],
  ['bare JSON objects separated by commas (first after line {l}): read as a list', 'các object JSON rời cách nhau bằng dấu phẩy (đầu tiên sau dòng {l}): đọc thành một danh sách'],
  ['line {n} is {kb} KB long: only its first 64 KB were read (no real dump has such a line; a paste may have lost its line ends)', 'dòng {n} dài {kb} KB: chỉ đọc 64 KB đầu (không dump thật nào có dòng như vậy; có lẽ bản dán đã mất ký tự xuống dòng)'],
  ['{n} more lines over 64 KB were cut the same way', 'thêm {n} dòng dài hơn 64 KB bị cắt cùng cách'],
  ['the text ends inside a value (truncated?): read as it is, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc nguyên như vậy, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['the text ends inside a value (truncated?): read up to its last whole member, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc tới member cuối cùng còn nguyên, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['{n} more warnings not shown', 'còn {n} ghi chú nữa không hiện'],
  ['{n} more errors not shown', 'còn {n} lỗi nữa không hiện'],
];

export const dumpMessages: Catalogue = [...ipconfig, ...kubeProxy, ...netsh, ...repairs];
