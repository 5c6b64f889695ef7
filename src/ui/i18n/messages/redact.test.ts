// Redaction's notes as message values (issue 30): every id says something in both languages with no
// hole left, and what redaction writes on the crafted inputs (messages-io.crafted.ts) and on a binary
// file is a value whose English is the note or the reason, item for item.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { redactTexts } from '../../../io/redact';
import { REDACT_EN, redactNoteText, type RedactMsg } from '../../../io/redact/messages';
import { redactSession } from '../../import/redaction';
import { CRAFTED_REDACTIONS } from '../narration/messages-io.crafted';
import { loadNarrationVi } from '../narration';
import { expectSaid } from './dumps.testing';
import { REDACT_VI } from './redact.vi';
import { sayText } from './say-value';

describe("redaction's catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(REDACT_VI).sort()).toEqual(Object.keys(REDACT_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(REDACT_EN)) {
      const m: Msg = { id, args: { kind: 'pod', name: 'a', first: 10, net: '10.96.0.0/12', why: 'nodes: expected an array' } };
      expectSaid(id, render([REDACT_EN], m), render([REDACT_VI], m));
    }
  });

  it('the notes of the crafted redactions and a binary file left out are values whose English is the text', () => {
    const ids = new Set<string>();
    for (const r of Object.values(CRAFTED_REDACTIONS)) {
      const { notes, noteMsgs } = redactTexts(r.texts, { names: r.names }).mapping;
      expect(noteMsgs.map(redactNoteText)).toEqual(notes);
      noteMsgs.forEach((m) => ids.add(m.id));
    }
    const { left } = redactSession([{ name: 'a.bin', bytes: new Uint8Array([0, 1, 2, 0, 255, 0, 3, 0]) }, { name: 'b.txt', bytes: strToU8('10.0.0.1') }], undefined);
    expect(left).toHaveLength(1);
    expect(left[0]!.reason).toBe(redactNoteText(left[0]!.msg as RedactMsg));
    ids.add(left[0]!.msg!.id);
    // Not reached here: a note only a pathological order of prefixes gives, and an invalid redacted scenario.
    expect(Object.keys(REDACT_EN).filter((id) => !ids.has(id)).sort()).toEqual(['redact.scenarioInvalid', 'redact.seenLate']);
  });

  it('says a note in Vietnamese once the catalogue is here, else its English', async () => {
    const m = { id: 'redact.shortName', args: { kind: 'pod', name: 'a' } } as const;
    const en = redactNoteText(m);
    expect(sayText('en', en, m, 'REDACT_VI')).toBe(en);
    await loadNarrationVi();
    expect(sayText('vi', en, m, 'REDACT_VI')).toBe('tên pod "a" quá ngắn để che an toàn; giữ nguyên');
    expect(sayText('vi', en, { id: 'redact.newer', args: {} }, 'REDACT_VI')).toBe(en);
  });
});
