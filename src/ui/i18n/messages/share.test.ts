// Why a share link cannot be opened, as message values (issue 30): every id says something in both
// languages with no hole left, and what the decoder says of the crafted links is a value whose
// English is the error's message.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { decodeShare } from '../../../io/share/link';
import { SHARE_EN } from '../../../io/share/messages';
import { CRAFTED_LINKS } from '../narration/messages-io.crafted';
import { expectSaid } from './dumps.testing';
import { SHARE_VI } from './share.vi';

describe("the share link's catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(SHARE_VI).sort()).toEqual(Object.keys(SHARE_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(SHARE_EN)) {
      const m: Msg = { id, args: { v: 'v1', p: 'v1.', c: 400_003, kb: 256 } };
      expectSaid(id, render([SHARE_EN], m), render([SHARE_VI], m));
    }
  });

  it('what the decoder says of the crafted links is a value whose English is the message, every id reached', () => {
    const ids = new Set<string>();
    for (const link of Object.values(CRAFTED_LINKS))
      for (const e of decodeShare(link).errors) {
        if (!e.msg?.id.startsWith('share.')) continue;
        ids.add(e.msg.id);
        expect(render([SHARE_EN], e.msg)).toBe(e.message);
        expectSaid(e.msg.id, e.message, render([SHARE_VI], e.msg));
      }
    expect(Object.keys(SHARE_EN).filter((id) => !ids.has(id))).toEqual([]);
  });
});
