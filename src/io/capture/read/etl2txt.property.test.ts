// Properties of the etl2txt reader: never throws, never invents events when cut at an event
// boundary, and every event's line is a line that starts an event.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEtl2txt } from './etl2txt';

const P = '[01]36E0.37B0::2024-04-02 10:26:54.059070900 [Microsoft-Windows-PktMon] ';
const event = (g: number, a: number, c: number, drop: boolean) =>
  `${P}${drop ? 'Drop: ' : ''}PktGroupId ${g}, PktNumber 1, Appearance ${a}, Direction Rx , Type Ethernet , Component ${c}, Edge 1, Filter 1, ${drop ? 'DropReason Filtered VLAN , DropLocation 0xE0004135 , ' : ''}OriginalSize 74, LoggedSize 74 `;
const HEADER = '\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.96.0.10.53: Flags [S], seq 1, win 64240, length 0';
const META = `${P}Component 135, Type VmsExtPort , Name vmswitch.sys, Container NIC 1 `;

const capture = fc.array(fc.tuple(fc.nat(1000), fc.nat(9), fc.nat(200), fc.boolean()), { minLength: 1, maxLength: 30 }).map((evs) => [...evs.flatMap(([g, a, c, d]) => [event(g, a, c, d), HEADER]), META]);

const startsEvent = (line: string | undefined) => line !== undefined && /PktGroupId \d/.test(line) && !line.startsWith('\t');

describe('etl2txt (properties)', () => {
  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000 }), (t) => void parseEtl2txt(t)), { numRuns: 300 });
  });

  it('never throws on mutations of a capture, and lines point at event lines', () => {
    fc.assert(
      fc.property(capture, fc.nat(), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 6 }), (lines, cutAt, edits) => {
        const l = [...lines];
        for (const [i, dup] of edits) {
          const k = i % l.length;
          if (dup) l.splice(k, 0, l[k]!);
          else l.splice(k, 1);
        }
        const text = l.join('\n');
        const cut = text.slice(0, cutAt % (text.length + 1));
        const r = parseEtl2txt(cut);
        const all = cut.split('\n');
        for (const e of r.value!.events) expect(startsEvent(all[e.line - 1])).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('cut at an event boundary, invents no event', () => {
    fc.assert(
      fc.property(capture, fc.nat(), (lines, k) => {
        const starts = lines.map((l, i) => (startsEvent(l) ? i : -1)).filter((i) => i >= 0);
        const at = starts[k % starts.length]!;
        const text = lines.slice(0, at).join('\n') + (at ? '\n' : '');
        expect(parseEtl2txt(text).value!.events).toHaveLength(starts.filter((i) => i < at).length);
      }),
      { numRuns: 200 },
    );
  });
});
