// Vietnamese for what the capture readers write (src/io/capture/read: pktmon etl2txt, pktmon list,
// pktmon counters as a table or --json, the pcapng of pktmon etl2pcap). Line and byte numbers,
// commands and pktmon's own words (packet, event, component, counter, frame, drop) stay.
import type { Catalogue } from './engine';

/** `pktmon etl2txt` / `pktmon format` text (etl2txt.ts). */
const etl2txt: Catalogue = [
  ['line {n} is not what pktmon etl2txt prints: skipped', 'dòng {n} không phải nội dung pktmon etl2txt in ra: bỏ qua'],
  ['{n} more lines that pktmon does not print were skipped', 'đã bỏ qua thêm {n} dòng không phải do pktmon in ra'],
  ['line {n} is over 64 KB long: only its first 64 KB were read', 'dòng {n} dài hơn 64 KB: chỉ đọc 64 KB đầu'],
  ['the packet event at line {n} has no headers line under it: its frame is unknown', 'packet event ở dòng {n} không có dòng header nào bên dưới: không rõ frame của nó'],
  ['{n} more packet events have no headers line', 'thêm {n} packet event không có dòng header'],
  ['the headers line {n} could not be read ({why@iohdr}): its event is kept without a frame', 'không đọc được dòng header ở dòng {n} ({why}): event của nó vẫn được giữ, nhưng không có frame'],
  ['{n} more headers lines could not be read', 'không đọc được thêm {n} dòng header'],
  ['the file stops inside the packet event at line {n} (truncated?): read up to it', 'file dừng giữa packet event ở dòng {n} (bị cắt cụt?): đã đọc tới đó'],
  ['no packet event, component or counter in the file', 'file không có packet event, component hay counter nào'],
  ['only the trace header: pktmon logged no packet (check the filters and `pktmon start --capture`)', 'chỉ có header của trace: pktmon không ghi lại packet nào (hãy kiểm tra các filter và `pktmon start --capture`)'],
  ['part of the file could not be read and was skipped', 'không đọc được một phần của file; đã bỏ qua phần đó'],
  ['the end of the file could not be read and was skipped', 'không đọc được phần cuối của file; đã bỏ qua phần đó'],
];

/** Why a headers line under a packet event is not read (frame-text.ts). */
export const iohdr: Catalogue = [
  ['no `MAC > MAC,` at the start of the headers line', 'đầu dòng header không có `MAC > MAC,`'],
  ['the headers line stops after the addresses', 'dòng header dừng ngay sau các địa chỉ'],
  ['no `ethertype …` after the addresses', 'không có `ethertype …` sau các địa chỉ'],
  ['an 802.1Q tag without `vlan N, p N`', 'tag 802.1Q không có `vlan N, p N`'],
  ['too many VLAN tags', 'quá nhiều tag VLAN'],
  ['no `length N:` after the ethertype', 'không có `length N:` sau ethertype'],
  ['unreadable', 'không đọc được'],
];

/** `pktmon list` (list.ts) and `pktmon counters` (counters.ts). */
const listAndCounters: Catalogue = [
  ['line {n} is not a component row of pktmon list: skipped', 'dòng {n} không phải dòng component của pktmon list: bỏ qua'],
  ['no component in the list', 'danh sách không có component nào'],
  ['line {n} is not a row of pktmon counters: skipped', 'dòng {n} không phải dòng của pktmon counters: bỏ qua'],
  ['{n} more lines were skipped', 'đã bỏ qua thêm {n} dòng'],
  ['no counter in the table (all zero? `pktmon counters --zero` prints them)', 'bảng không có counter nào (tất cả đều bằng 0? `pktmon counters --zero` in cả những counter đó)'],
  ['pktmon counters --json: not valid JSON', 'pktmon counters --json: không phải JSON hợp lệ'],
  ['pktmon counters --json: no component with counters found', 'pktmon counters --json: không thấy component nào có counter'],
];

/** The pcapng of `pktmon etl2pcap` (pcapng.ts). */
const pcapng: Catalogue = [
  [
    "a pcapng loses the drop and component information (Microsoft's etl2pcap documentation says so): no drop reason, and a packet's component is known only from its interface",
    'file pcapng làm mất thông tin về drop và component (tài liệu etl2pcap của Microsoft nói rõ điều này): không có lý do drop, và component của một packet chỉ biết được qua interface của nó',
  ],
  [
    "a pcapng loses the drop information (Microsoft's etl2pcap documentation says so): no drop reason; its interfaces name the components (their pktmon ids are lost)",
    'file pcapng làm mất thông tin về drop (tài liệu etl2pcap của Microsoft nói rõ điều này): không có lý do drop; các interface của nó mang tên các component (mất id pktmon của chúng)',
  ],
  ['the pcapng could not be read', 'không đọc được file pcapng'],
  ['not a pcapng (no Section Header Block)', 'không phải file pcapng (không có Section Header Block)'],
  ['the pcapng stops inside a block at byte {n} (truncated?): read up to it', 'file pcapng dừng giữa một block ở byte {n} (bị cắt cụt?): đã đọc tới đó'],
  ['more than {n} packets: the rest were not read', 'hơn {n} packet: phần còn lại không được đọc'],
];

export const captureMessages: Catalogue = [...etl2txt, ...listAndCounters, ...pcapng];
