// A pktmon-style pcapng built by hand, for the tests of its reader and of the importer (a test file
// imported by another registers its tests there too, so the helpers live apart).
/** A little-endian pcapng, built by hand: SHB, IDBs (with if_name), EPBs. */
export function pcapngOf(ifaces: string[], packets: { iface: number; data: number[] }[]): Uint8Array {
  const out: number[] = [];
  const u32 = (v: number) => out.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24);
  const block = (type: number, body: number[]) => {
    const len = 12 + body.length;
    u32(type);
    u32(len);
    out.push(...body);
    u32(len);
  };
  const le32 = (v: number) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24];
  const opt = (code: number, bytes: number[]) => [code & 255, code >> 8, bytes.length & 255, bytes.length >> 8, ...bytes, ...Array((4 - (bytes.length % 4)) % 4).fill(0)];
  block(0x0a0d0d0a, [...le32(0x1a2b3c4d), 1, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255]);
  for (const name of ifaces) block(1, [1, 0, 0, 0, ...le32(0), ...(name ? [...opt(2, [...name].map((ch) => ch.charCodeAt(0) & 255)), 0, 0, 0, 0] : [])]);
  packets.forEach((p, k) => {
    const pad = Array((4 - (p.data.length % 4)) % 4).fill(0);
    block(6, [...le32(p.iface), ...le32(0), ...le32(1_000_000 + k), ...le32(p.data.length), ...le32(p.data.length), ...p.data, ...pad]);
  });
  return new Uint8Array(out);
}

const mac = (s: string) => s.split('-').map((x) => parseInt(x, 16));
const ip = (s: string) => s.split('.').map(Number);
/** Ethernet + IPv4 + TCP SYN (checksums not needed by the reader). */
export const synFrame = (): number[] => [
  ...mac('00-15-5D-C9-8C-0F'), ...mac('00-15-5D-3A-AA-31'), 0x08, 0x00,
  0x45, 0, 0, 40, 0x12, 0x34, 0x40, 0, 128, 6, 0, 0, ...ip('10.244.1.5'), ...ip('10.96.0.10'),
  0xc3, 0x50, 0, 53, 0, 0, 0, 1, 0, 0, 0, 0, 0x50, 0x02, 0xfa, 0xf0, 0, 0, 0, 0,
];
