// Vietnamese for what the capture readers say (src/io/capture/read/messages.ts). Line and byte
// numbers, commands and pktmon's own words (packet, event, component, counter, frame, drop) stay.
import type { Translation } from '../../../core/message';
import type { CAPTURE_EN } from '../../../io/capture/read/messages';

export const CAPTURE_VI: Translation<typeof CAPTURE_EN> = {
  'capture.etl2txt.longLine': (a) => `dòng ${a.n} dài hơn 64 KB: chỉ đọc 64 KB đầu`,
  'capture.etl2txt.moreLongLines': (a) => `thêm ${a.n} dòng dài hơn 64 KB đã bị cắt như vậy`,
  'capture.etl2txt.skipped': (a) => `dòng ${a.n} không phải nội dung pktmon etl2txt in ra: bỏ qua`,
  'capture.etl2txt.moreSkipped': (a) => `đã bỏ qua thêm ${a.n} dòng không phải do pktmon in ra`,
  'capture.etl2txt.noHeaders': (a) => `packet event ở dòng ${a.n} không có dòng header nào bên dưới: không rõ frame của nó`,
  'capture.etl2txt.moreNoHeaders': (a) => `thêm ${a.n} packet event không có dòng header`,
  'capture.etl2txt.badHeaders': (a) => `không đọc được dòng header ở dòng ${a.n} (${a.why}): event của nó vẫn được giữ, nhưng không có frame`,
  'capture.etl2txt.moreBadHeaders': (a) => `không đọc được thêm ${a.n} dòng header`,
  'capture.etl2txt.truncated': (a) => `file dừng giữa packet event ở dòng ${a.n} (bị cắt cụt?): đã đọc tới đó`,
  'capture.etl2txt.nothing': () => 'file không có packet event, component hay counter nào',
  'capture.etl2txt.headerOnly': () => 'chỉ có header của trace: pktmon không ghi lại packet nào (hãy kiểm tra các filter và `pktmon start --capture`)',
  'capture.etl2txt.partUnread': () => 'không đọc được một phần của file; đã bỏ qua phần đó',
  'capture.etl2txt.endUnread': () => 'không đọc được phần cuối của file; đã bỏ qua phần đó',
  'capture.header.noMacs': () => 'đầu dòng header không có `MAC > MAC,`',
  'capture.header.stopsAfterMacs': () => 'dòng header dừng ngay sau các địa chỉ',
  'capture.header.noEthertype': () => 'không có `ethertype …` sau các địa chỉ',
  'capture.header.badVlan': () => 'tag 802.1Q không có `vlan N, p N`',
  'capture.header.tooManyVlans': () => 'quá nhiều tag VLAN',
  'capture.header.noLength': () => 'không có `length N:` sau ethertype',
  'capture.header.unreadable': () => 'không đọc được',
  'capture.header.badAddress': (a) => `\`${a.addr}\` không phải địa chỉ ${a.family}, trong khi dòng này ghi \`ethertype ${a.family}\``,
  'capture.list.skipped': (a) => `dòng ${a.n} không phải dòng component của pktmon list: bỏ qua`,
  'capture.list.moreSkipped': (a) => `đã bỏ qua thêm ${a.n} dòng`,
  'capture.list.none': () => 'danh sách không có component nào',
  'capture.counters.skipped': (a) => `dòng ${a.n} không phải dòng của pktmon counters: bỏ qua`,
  'capture.counters.moreSkipped': (a) => `đã bỏ qua thêm ${a.n} dòng`,
  'capture.counters.none': () => 'bảng không có counter nào (tất cả đều bằng 0? `pktmon counters --zero` in cả những counter đó)',
  'capture.counters.badJson': () => 'pktmon counters --json: không phải JSON hợp lệ',
  'capture.counters.noJsonComponent': () => 'pktmon counters --json: không thấy component nào có counter',
  'capture.pcapng.unreadable': () => 'không đọc được file pcapng',
  'capture.pcapng.notPcapng': () => 'không phải file pcapng (không có Section Header Block)',
  'capture.pcapng.truncated': (a) => `file pcapng dừng giữa một block ở byte ${a.at} (bị cắt cụt?): đã đọc tới đó`,
  'capture.pcapng.tooMany': (a) => `hơn ${a.max} packet: phần còn lại không được đọc`,
  'capture.pcapng.loses': () =>
    'file pcapng làm mất thông tin về drop và component (tài liệu etl2pcap của Microsoft nói rõ điều này): không có lý do drop, và component của một packet chỉ biết được qua interface của nó',
  'capture.pcapng.losesDrops': () =>
    'file pcapng làm mất thông tin về drop (tài liệu etl2pcap của Microsoft nói rõ điều này): không có lý do drop; các interface của nó mang tên các component (mất id pktmon của chúng)',
};
