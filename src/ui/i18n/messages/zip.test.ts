// Why a zip or a member is not read, as message values (issue 30): every id says something in both
// languages with no hole left, and what the importer and the redactor write on the crafted zips is a
// value whose English is the problem's message or the reason a file is left out.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { expandZip, importFiles, toSummary, ZIP_EN } from '../../../io/import';
import { redactSession } from '../../import/redaction';
import { CRAFTED_ZIPS, zipLimits } from '../narration/messages-io.crafted';
import { loadNarrationVi } from '../narration';
import { expectSaid, idsOf } from './dumps.testing';
import { sayProblem } from './problem-say';
import { ZIP_VI } from './zip.vi';

const zipped = zipSync({ 'a/dump.txt': strToU8('Networks:\nName  ID\n') });

/** A zip whose end record points to a zip64 end record that is not there. */
function badZip64(): Uint8Array {
  const end = zipped.length - 22;
  const out = new Uint8Array(zipped.length + 20);
  out.set(zipped.subarray(0, end));
  const v = new DataView(out.buffer);
  v.setUint32(end, 0x07064b50, true);
  v.setUint32(end + 8, 0xfffff, true);
  out.set(zipped.subarray(end), end + 20);
  v.setUint16(end + 20 + 10, 0xffff, true);
  return out;
}

/** A zip whose central directory says its member is longer than the archive holds. */
function memberCut(): Uint8Array {
  const out = zipped.slice();
  const v = new DataView(out.buffer);
  const central = v.getUint32(out.length - 22 + 16, true);
  v.setUint32(central + 20, out.length, true);
  return out;
}

describe("the zip reader's catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(ZIP_VI).sort()).toEqual(Object.keys(ZIP_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(ZIP_EN)) {
      const m: Msg = { id, args: { name: 'logs/hns.txt', m: 99, n: 10_000, mb: 512, r: 100, why: { id: 'zip.cut', args: { name: 'a/dump.txt' } } } };
      expectSaid(id, render([ZIP_EN], m), render([ZIP_VI], m));
    }
  });

  it('what the importer and the redactor say of the crafted zips is a value whose English is the text', () => {
    const ids = new Set<string>();
    const seen = (text: string, m: Msg | undefined) => {
      expect(m, text).toBeDefined();
      idsOf(m!, ids);
      expect(render([ZIP_EN], m!)).toBe(text);
      expectSaid(m!.id, text, render([ZIP_VI], m!));
    };
    for (const [name, z] of Object.entries(CRAFTED_ZIPS)) {
      const files = toSummary(importFiles([{ name: `${name}.zip`, bytes: z.bytes }], { zipLimits: zipLimits(z.limits) })).files;
      for (const p of files.flatMap((f) => [...f.warnings, ...f.errors])) if (p.id?.startsWith('zip.') || !p.id) seen(p.message, p.id ? { id: p.id, args: p.args ?? {} } : undefined);
      if (!z.limits) for (const l of redactSession([{ name: `${name}.zip`, bytes: z.bytes }], undefined).left) if (l.msg.id.startsWith('zip.')) seen(l.reason, l.msg);
    }
    // Behind the importer's zip check (a damaged first header is no zip to it), a zip64 archive, a member cut short.
    for (const bytes of [CRAFTED_ZIPS['bad-header']!.bytes, badZip64(), memberCut()]) {
      const r = expandZip(bytes);
      expect('msg' in r).toBe(true);
      if ('msg' in r) seen(r.error, r.msg);
    }
    // Not reached: the catch-all for an exception the reader does not name.
    expect(Object.keys(ZIP_EN).filter((id) => !ids.has(id))).toEqual(['zip.structure']);
  });

  it('sayProblem says a zip the importer cannot read in Vietnamese', async () => {
    await loadNarrationVi();
    const [file] = importFiles([{ name: 'cut.zip', bytes: CRAFTED_ZIPS['no-end']!.bytes }]).files;
    expect(sayProblem('en', file!.errors[0]!)).toBe('not a readable zip: its end record is missing (was it cut short?)');
    expect(sayProblem('vi', file!.errors[0]!)).toBe('không phải file zip đọc được: thiếu end record (file bị cắt ngắn?)');
  });
});
