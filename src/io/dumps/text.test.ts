// The line helpers the readers share: every way of walking a text's lines sees the same lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonTail } from '../import/text';
import { splitTranscript } from '../import/transcript';
import { cutLongLines, eachLineSpan, eachTrimmedLine, intOf, keyValue, linesOf, MAX_LINE } from './text';

const lineText = fc.array(fc.constantFrom('a', ' ', '\t', '\r', '\n', '\r\n', '{', '[', 'C:\\k> ', 'PS C:\\> ', '\uFEFF', '\u00A0'), { maxLength: 40 }).map((xs) => xs.join(''));

describe('keyValue and intOf, read by hand, agree with their patterns', () => {
  const bits = fc.constantFrom('Key', 'a', '1', '0x1f', ' ', '\t', ':', '-', '(', '\u00a0', '\u2028', 'é', '_', '', '9'.repeat(15));
  const texts = fc.array(bits, { maxLength: 8 }).map((xs) => xs.join(''));

  it('keyValue: the key is letters first, up to the first colon, both sides trimmed', () => {
    fc.assert(
      fc.property(texts, (t) => {
        const colon = t.indexOf(':');
        const key = t.slice(0, colon).trim();
        const expected = colon >= 0 && /^[A-Za-z][A-Za-z0-9 _.\-()/]*$/.test(key) ? { key, value: t.slice(colon + 1).trim() } : undefined;
        expect(keyValue(t)).toEqual(expected);
      }),
    );
  });

  it('intOf: 1-15 decimal digits or 0x and 1-13 hex digits, around white space', () => {
    fc.assert(
      fc.property(texts, (t) => {
        const s = t.trim();
        const expected = /^\d{1,15}$/.test(s) ? Number(s) : /^0x[0-9a-fA-F]{1,13}$/.test(s) ? Number.parseInt(s.slice(2), 16) : undefined;
        expect(intOf(t)).toBe(expected);
      }),
    );
  });
});

describe('eachTrimmedLine', () => {
  it('calls back with the lines that trim leaves something of, trimmed, numbered, with what trim took from the start', () => {
    const spaced = fc.array(fc.constantFrom('a', ' ', '\t', '\r', '\n', '\r\n', '#', '\u000B', '\u00A0', '\u2028', '\u3000', '\uFEFF', '\u180E', '\u200B'), { maxLength: 40 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(spaced, (text) => {
        const seen: [string, number, number][] = [];
        eachTrimmedLine(text, (l, n, indent) => seen.push([l, n, indent]));
        const expected = linesOf(text).flatMap((l, i) => (l.trim() === '' ? [] : [[l.trim(), i + 1, l.length - l.trimStart().length] as [string, number, number]]));
        expect(seen).toEqual(expected);
      }),
    );
  });
});

describe('eachLineSpan', () => {
  it('calls back with the spans of the lines split lists, numbered from 1', () => {
    fc.assert(
      fc.property(lineText, (text) => {
        const seen: [string, number][] = [];
        eachLineSpan(text, (start, stop, n) => void seen.push([text.slice(start, stop), n]));
        expect(seen).toEqual(text.split('\n').map((l, i) => [l, i + 1]));
      }),
    );
  });

  it('stops at the line its callback returns false for', () => {
    const seen: number[] = [];
    eachLineSpan('a\nb\nc\nd', (_s, _e, n) => (seen.push(n), n < 2));
    expect(seen).toEqual([1, 2]);
  });
});

describe('cutLongLines', () => {
  it('returns a text without long lines as it is, and cuts a long line whatever the line ends', () => {
    const ok = 'x'.repeat(MAX_LINE) + '\n' + 'y'.repeat(10);
    expect(cutLongLines(ok)).toEqual({ text: ok, warnings: [] });
    for (const eol of ['\n', '\r\n', '\r']) {
      const r = cutLongLines(`a${eol}${'z'.repeat(MAX_LINE + 5)}${eol}b`);
      expect(r.text).toBe(`a\n${'z'.repeat(MAX_LINE)}\nb`);
      expect(r.warnings[0]?.line).toBe(2);
    }
  });
});

describe('findJsonTail', () => {
  it('finds the first line that opens JSON after white space, as trimStart sees it', () => {
    fc.assert(
      fc.property(lineText, (text) => {
        const lines = text.split('\n');
        const at = lines.findIndex((l) => /^[[{]/.test(l.trimStart()));
        const head = lines.slice(0, Math.max(at, 0)).some((l) => l.trimStart() !== '');
        const want = at > 0 && head ? { text: lines.slice(at).join('\n'), lineOffset: at } : undefined;
        expect(findJsonTail(text)).toEqual(want);
      }),
    );
  });
});

describe('splitTranscript', () => {
  it('finds prompts on any line, the last one included', () => {
    const parts = splitTranscript('intro\nPS C:\\k> hnsdiag list all\nout 1\n[win-1]: PS C:\\> vfpctrl /list-vmswitch-port\nout 2');
    expect(parts?.map((p) => [p.line, p.command, p.text])).toEqual([
      [0, '', 'intro'],
      [2, 'hnsdiag list all', 'out 1'],
      [4, 'vfpctrl /list-vmswitch-port', 'out 2'],
    ]);
    expect(splitTranscript('out\nC:\\k>ipconfig\r\nD:\\>route print')?.map((p) => p.command)).toEqual(['', 'ipconfig', 'route print']);
    expect(splitTranscript('Policy for port : x\nC:\\k>ipconfig')).toBeUndefined();
  });
});
