// Tiếng Việt cho các câu của bộ so khớp capture (src/io/align/messages.ts): cùng id, cùng tham số,
// kiểu Translation<typeof ALIGN_EN> nên thiếu một id hay sai một tham số là lỗi biên dịch. Tên
// Windows (port, layer, rule, pktmon, etl2txt) giữ nguyên như Windows in ra.
import type { Translation } from '../../../core/message';
import type { ALIGN_EN } from '../../../io/align/messages';

export const ALIGN_VI: Translation<typeof ALIGN_EN> = {
  'align.place.endpoint': (a) => `port của ${a.owner} (${a.port}), chiều ${a.dir}`,
  'align.place.host': (a) => `port của host vNIC (${a.port}), chiều ${a.dir}`,
  'align.place.external': (a) => `port external (${a.port}), chiều ${a.dir}`,

  'align.model.passed': () => 'cho packet đi tiếp, không đổi gì',
  'align.model.passedLayers': (a) => `cho packet qua ${a.layers}`,
  'align.model.passedBy': (a) => `cho packet qua (${a.layer} · ${a.rule} → ${a.action})`,
  'align.model.sentAs': (a) => `gửi packet đi tiếp dưới dạng ${a.tuple}`,
  'align.model.dropped': (a) => `drop packet (${a.reason}: ${a.layer} · ${a.rule})`,
  'align.model.droppedHere': (a) => `drop packet (${a.reason})`,

  'align.node.dropped': (a) => `drop packet tại ${a.component} (pktmon: ${a.reason}${a.location ? `, vị trí ${a.location}` : ''})`,
  'align.node.notSeen': (a) => `không hề thấy packet ở đó (lần cuối thấy tại ${a.last})`,
  'align.node.neverSeen': () => 'không thấy packet ở port nào mà capture theo dõi',
  'align.node.differs': (a) => `thấy packet với ${a.fields}`,
  'align.node.seenLater': (a) => `thấy packet ở chặng sau, tại ${a.place}`,

  'align.agree': (a) =>
    a.watched === a.places
      ? `mô hình và node khớp nhau trên cả hành trình (${a.places} chỗ)`
      : `mô hình và node khớp nhau trên cả hành trình (capture theo dõi ${a.watched}/${a.places} chỗ; các chỗ còn lại không so được)`,
  'align.parts': (a) => `mô hình và node khớp nhau tới bước ${a.step}; hai bên tách nhau tại ${a.place}: mô hình ${a.model}, còn node ${a.node}`,
  'align.partsAtOnce': (a) => `mô hình và node tách nhau ngay ở chỗ đầu tiên được theo dõi, ${a.place}: mô hình ${a.model}, còn node ${a.node}`,
  'align.noFlow': (a) =>
    a.count === 0
      ? `không có packet nào của flow này (${a.flow}); capture không có packet nào đọc được header`
      : `không có packet nào của flow này (${a.flow}); capture chứa ${a.count} flow: ${a.flows}`,
  'align.noComponentList': () =>
    'capture không nêu tên component nào (không có output `pktmon list`, trong text cũng không có dòng component): không đặt được các sự kiện vào port của node; hãy thêm output của `pktmon list --all` (hoặc dạng verbose của etl2txt)',
  'align.otherNode': (a) => `không component nào của capture (${a.count}) ứng với một port của node đang mở: có phải capture của một node khác? Không so khớp`,
  'align.noEvents': () => 'capture không có sự kiện packet nào (chỉ có component hoặc counter): không có gì để so; hãy thêm output etl2txt của capture',

  'align.note.srcPort': (a) => `flow trong capture dùng port nguồn ${a.captured} (của probe là ${a.probe}): đường đi đã được tính lại với port đó`,
  'align.note.pcapng': () => 'capture chỉ có dạng pcapng, dạng này mất thông tin drop và component (Microsoft có ghi rõ với `pktmon etl2pcap`): hãy gửi text etl2txt kèm `pktmon list`',
  'align.note.truncated': (a) => `${a.file} dừng giữa một sự kiện ở dòng ${a.line} (bị cắt?): đã đọc tới đó`,
  'align.note.unmapped': (a) => `${a.count} component có packet của flow này không ứng với port nào: ${a.names}`,
  'align.note.verdictElsewhere': (a) => `kết luận của mô hình (${a.outcome}) nằm trên ${a.node}, nơi capture này không theo dõi: hãy capture cả ở đó`,
  'align.note.extra': (a) => `còn ${a.count} bản sao packet của flow (gửi lại?) chưa được ghép cặp`,

  'align.pair.otherNode': (a) => `trên ${a.node}, không phải node được capture: không so`,
  'align.pair.unwatched': () => 'không component nào của capture theo dõi port này: không so',
  'align.pair.gap': () => 'không được ghi nhận ở đây nhưng thấy ở chặng sau: không so',
  'align.pair.afterPart': () => 'sau chỗ mô hình và node tách nhau: không so',
  'align.pair.same': () => 'thấy packet, header giống nhau',
  'align.pair.sameAfter': () => 'thấy packet, với header mà các layer của mô hình cho nó ở đây',
  'align.pair.droppedBoth': () => 'cả hai bên đều drop ở đây',
  'align.pair.consistentDrop': () => 'thấy packet tới rồi không thấy nữa: khớp với chỗ drop của mô hình',
};
