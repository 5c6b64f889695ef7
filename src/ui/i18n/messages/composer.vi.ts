// Tiếng Việt cho lỗi ở các ô của trình soạn probe (src/state/composer-messages.ts): cùng id, kiểu
// Translation<typeof COMPOSER_EN>; điều người dùng gõ và địa chỉ giữ nguyên. Nằm trong chunk tiếng
// Việt (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { COMPOSER_EN } from '../../../state/composer-messages';

export const COMPOSER_VI: Translation<typeof COMPOSER_EN> = {
  'composer.pickSource': () => 'chọn nơi packet xuất phát',
  'composer.typeAddress': () => 'nhập một địa chỉ IPv4, ví dụ 10.0.0.5',
  'composer.pickTarget': () => 'chọn đích đến',
  'composer.notAddress': (a) => `"${a.text}" không phải địa chỉ IPv4 (ví dụ 10.0.0.5)`,
  'composer.noHolder': (a) => `không pod, node hay host bên ngoài nào có địa chỉ ${a.ip}`,
  'composer.serviceNeedsPort': () => 'Service cần có port đích',
  'composer.needsPort': (a) => `${a.proto} cần có port đích`,
  'composer.port': () => 'port là số từ 1 tới 65535',
  'composer.srcPort': () => 'port là số từ 1 tới 65535 (hoặc để trống: ngẫu nhiên)',
  'composer.size': () => 'kích thước là độ dài packet IP tính bằng byte, từ 28 tới 65535',
};
