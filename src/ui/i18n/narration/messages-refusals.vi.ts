// Vietnamese for why Build mode refuses an edit: the schema's messages (src/cluster/scenario, as
// state/issue-words.ts words them: capital first, zod's defaults rewritten). Names, addresses,
// fields and values stay in the holes. The Kubernetes checks' own messages, a form field's parse
// error and a VFP edit that no longer applies are values (../messages/scenario.vi.ts, refusals.vi.ts).
import type { Catalogue } from './engine';

/** The schema's own messages and zod's defaults after humanize(). */
const schema: Catalogue = [
  ['Cannot be empty', 'Không được để trống'],
  ['Needs at least one', 'Cần ít nhất một mục'],
  ['Needs at least {n} characters', 'Cần ít nhất {n} ký tự'],
  ['Needs at least {n} items', 'Cần ít nhất {n} mục'],
  ['Must be at least {n}', 'Phải từ {n} trở lên'],
  ['Takes at most {n} characters', 'Tối đa {n} ký tự'],
  ['Takes at most {n} items', 'Tối đa {n} mục'],
  ['Must be at most {n}', 'Phải không quá {n}'],
  ['Choose one of {list*}', 'Chọn một trong: {list}'],
  ['Enter a whole number', 'Nhập một số nguyên'],
  ['Is required', 'Bắt buộc phải có'],
  // A wrong type, with the value found (state/validate.ts through zodMessage, as files' errors say it).
  ['Expected {t@iotype}, found {v@iofound}', 'Cần {t}, nhưng gặp {v}'],
  ['Invalid input: expected {want}, received {got}', 'Giá trị không hợp lệ: cần {want}, nhận được {got}'],
  ['Invalid input: expected {want}', 'Giá trị không hợp lệ: cần {want}'],
  ['Invalid input', 'Giá trị không hợp lệ'],
  ['Unknown field {names*}', 'Trường không được hỗ trợ: {names}'],
  ['Expected an IPv4 address such as 10.0.0.5', 'Cần một địa chỉ IPv4, ví dụ 10.0.0.5'],
  ['Expected a MAC address such as 00-15-5D-0A-0B-0C', 'Cần một địa chỉ MAC, ví dụ 00-15-5D-0A-0B-0C'],
  ['Expected an IPv4 CIDR such as 10.244.0.0/16', 'Cần một CIDR IPv4, ví dụ 10.244.0.0/16'],
  ['Expected an IPv4 or IPv6 address such as 10.0.0.5 or fd00:10:244::5', 'Cần một địa chỉ IPv4 hoặc IPv6, ví dụ 10.0.0.5 hoặc fd00:10:244::5'],
  ['Expected a CIDR such as 10.244.0.0/16 or fd00:10:244::/56', 'Cần một CIDR, ví dụ 10.244.0.0/16 hoặc fd00:10:244::/56'],
  ['Expected a CIDR, or an IPv4 and an IPv6 CIDR separated by a comma, such as 10.244.0.0/16,fd00:10:244::/56', 'Cần một CIDR, hoặc một CIDR IPv4 và một CIDR IPv6 cách nhau bởi dấu phẩy, ví dụ 10.244.0.0/16,fd00:10:244::/56'],
  ['Expected a Kubernetes name: lower case letters, digits, "-" and "."', 'Cần một tên Kubernetes: chữ thường, chữ số, "-" và "."'],
  ['Expected protocol/port such as tcp/80 or udp/53', 'Cần dạng protocol/port, ví dụ tcp/80 hoặc udp/53'],
  ['Port must be 1-65535', 'Port phải trong khoảng 1-65535'],
  ['A Service needs at least one port', 'Một Service cần ít nhất một port'],
  [
    'Expected a ref: pod/[ns/]name[:port], service/[ns/]name:port, node/name[:port], external/name[:port], IP[:port] or [IPv6]:port',
    'Cần một ref: pod/[ns/]name[:port], service/[ns/]name:port, node/name[:port], external/name[:port], IP[:port] hoặc [IPv6]:port',
  ],
  ['Expected a probe name: letters, digits, "-", "_" and "."', 'Cần một tên probe: chữ cái, chữ số, "-", "_" và "."'],
  ['ApiVersion must be {v}', 'apiVersion phải là {v}'],
  ['Kind must be Scenario', 'kind phải là Scenario'],
  ['Expected a port: pod/[namespace/]name, host, cbr0 or external', 'Cần một port: pod/[namespace/]name, host, cbr0 hoặc external'],
  ['Expected a name: letters, digits, "-", "_", "." (no spaces)', 'Cần một tên: chữ cái, chữ số, "-", "_", "." (không có dấu cách)'],
  ['Expected an IPv4 address or prefix such as 10.244.1.5 or 10.244.0.0/16', 'Cần một địa chỉ hoặc prefix IPv4, ví dụ 10.244.1.5 hoặc 10.244.0.0/16'],
  ['A port is 0-65535', 'Port nằm trong khoảng 0-65535'],
  ['Expected a port (0-65535) or a range such as 8000-8100', 'Cần một port (0-65535) hoặc một dải, ví dụ 8000-8100'],
  ['Expected a priority: a whole number 0-65535', 'Cần một priority: số nguyên từ 0 đến 65535'],
  ['A priority is a whole number', 'Priority phải là số nguyên'],
  ['A priority is 0-65535', 'Priority nằm trong khoảng 0-65535'],
  ['Safe text only: `code` and *emphasis*, no HTML tags', 'Chỉ dùng văn bản an toàn: `code` và *nhấn mạnh*, không dùng thẻ HTML'],
  ['Expected a port name: at most 15 lower case letters, digits and single inner "-", with at least one letter (an IANA service name)', 'Cần một tên port: tối đa 15 chữ thường, chữ số và dấu "-" đơn ở giữa, có ít nhất một chữ cái (tên service theo IANA)'],
];

export const refusalMessages: Catalogue = schema;
