// Vietnamese for redaction's notes (src/io/redact): where a guarantee could not be kept, and why a
// file was left out of the redacted export (ui/import/redaction.ts passes the importer's words on).
import type { Catalogue } from './engine';

export const redactMessages: Catalogue = [
  ['{kind} name "{name*}" is too short to redact safely; it was left as is', 'tên {kind} "{name}" quá ngắn để che an toàn; giữ nguyên'],
  ['no free /16 left under {first}.x; some networks moved to another first octet', 'không còn /16 trống nào dưới {first}.x; một số network được chuyển sang octet đầu khác'],
  ['{net}: part of it was mapped before it was seen whole; addresses inside may fall outside its replacement', '{net}: một phần của nó đã được thay trước khi thấy trọn dải; các địa chỉ bên trong có thể rơi ra ngoài dải thay thế'],
  ['{net}: no free aligned block to move it to; addresses inside it are moved one /16 at a time', '{net}: không còn khối trống thẳng hàng để chuyển nó tới; các địa chỉ bên trong được chuyển theo từng /16'],
  ['binary: it cannot be redacted as text', 'file nhị phân: không che được như văn bản'],
  ['the redacted scenario is not valid ({why*}); share the redacted files instead', 'kịch bản sau khi che không hợp lệ ({why}); hãy chia sẻ các file đã che thay vào đó'],
];
