// Issue 32 item 8: a name is data in the pcapng too. An option's length is 16 bits: a 33,000-
// character rule name (possible from a text dump) wrapped it and made a corrupt file, which the
// reader accepted; NUL and lone surrogates went through. Now long options are cut with a marker,
// NUL and lone surrogates become U+FFFD, and the reader refuses what the writer must not write.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { tracePcapng } from './capture';
import { readPcapng } from './reader';
import { MAX_OPTION_BYTES, optionText, pcapng } from './write';

const utf8Length = (s: string) => new TextEncoder().encode(s).length;
const ETHERNET = Uint8Array.from([...new Array(12).fill(2), 0x08, 0x00, ...new Array(46).fill(0)]);

/** A file of one interface named `name`, no packets. */
const named = (name: string) => pcapng([{ name }], []);

describe('the pcapng writer with hostile names', () => {
  it('cuts an option that would overflow its 16-bit length at a character boundary, with a marker saying how much is left out', () => {
    const long = 'é'.repeat(33_000); // 66,000 bytes
    const read = readPcapng(named(long)).interfaces[0]!.name!;
    expect(utf8Length(read)).toBeLessThanOrEqual(MAX_OPTION_BYTES);
    expect(read).toMatch(/^é+ …\[cut: \d+ more bytes\]$/);
    const kept = read.indexOf(' …');
    expect(Number(/cut: (\d+)/.exec(read)![1])).toBe(66_000 - kept * 2);
  });

  it('replaces NUL and lone surrogates with U+FFFD and keeps paired ones', () => {
    expect(readPcapng(named('a\0b\ud800c\udc00d😀')).interfaces[0]!.name).toBe('a\ufffdb\ufffdc\ufffdd😀');
    expect(new TextDecoder().decode(optionText('\udfff'))).toBe('\ufffd');
  });

  it('a walk whose rule name is 33,000 characters makes a file the reader accepts, the comment cut', () => {
    const s = structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);
    const r = runProbe(simulate(s), s.probes.find((p) => p.name === 'pod-to-service')!);
    if (!r.ok) throw new Error(r.message);
    const trace = structuredClone(r.value.trace);
    const hostile = `x\0\ud800${'é'.repeat(33_000)}`; // 66,000 bytes of UTF-8
    trace.events = trace.events.map((e) => (e.layer?.rule ? { ...e, layer: { ...e.layer, ruleName: hostile } } : e));
    const cap = readPcapng(tracePcapng(trace));
    expect(cap.packets.length).toBeGreaterThan(0);
    const cut = cap.packets.filter((p) => p.comment?.includes('…[cut:'));
    expect(cut.length).toBeGreaterThan(0);
    for (const p of cap.packets) expect(p.comment ?? '').not.toMatch(/\0|[\ud800-\udfff](?<![\ud800-\udbff][\udc00-\udfff])/);
  });
});

describe('the pcapng reader refuses what the writer must not write', () => {
  /** The bytes of a file whose one interface is named `abcd`, and where that name starts. */
  const file = () => {
    const b = named('abcd');
    const at = b.findIndex((_, i) => b[i] === 0x61 && b[i + 1] === 0x62 && b[i + 2] === 0x63);
    return { b, at };
  };

  it('reads the file as written', () => {
    expect(readPcapng(file().b).interfaces[0]!.name).toBe('abcd');
  });

  it('an option length that wrapped (or runs past its block)', () => {
    const { b, at } = file();
    new DataView(b.buffer).setUint16(at - 2, 0x4000 + 4, true);
    expect(() => readPcapng(b)).toThrow(/runs past the block/);
  });

  it('an option length that swallows opt_endofopt', () => {
    const { b, at } = file();
    new DataView(b.buffer).setUint16(at - 2, 8, true);
    expect(() => readPcapng(b)).toThrow(/without opt_endofopt|NUL/);
  });

  it('a NUL, or bytes that are not UTF-8, in a text option', () => {
    for (const [byte, why] of [[0, /NUL/], [0xff, /not valid UTF-8/], [0xc0, /not valid UTF-8/]] as const) {
      const { b, at } = file();
      b[at + 1] = byte;
      expect(() => readPcapng(b)).toThrow(why);
    }
    // A lone surrogate as the old writer encoded it (ED A0 80): not UTF-8.
    const { b, at } = file();
    b.set([0xed, 0xa0, 0x80], at);
    expect(() => readPcapng(b)).toThrow(/not valid UTF-8/);
  });

  it('a packet whose captured length runs past its block', () => {
    const b = pcapng([{ name: 'p' }], [{ iface: 0, timestampUs: 0, data: ETHERNET }]);
    const epb = b.length - (12 + 20 + ETHERNET.length);
    new DataView(b.buffer).setUint32(epb + 8 + 12, 4000, true);
    expect(() => readPcapng(b)).toThrow(/runs past the block/);
  });
});
