// What the page says when a link cannot be used, in English and Vietnamese: every id rendered with
// sample arguments (no hole left, ids and names kept, the Vietnamese not the English), and the
// notices the navigator really gives, a damaged link's decoder reasons said in Vietnamese too.
import '../../../state/testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { deflateSync, strToU8 } from 'fflate';
import { base64url, decodeShare } from '../../../io/share/link';
import { CRAFTED_LINKS } from '../narration/messages-io.crafted';
import { createNavigator, shareRoute } from '../../../state/navigation';
import { NOTICE_EN, noticeText } from '../../../state/notice-messages';
import { brokenLink } from '../../../state/broken-link';
import { parseRoute } from '../../../state/route';
import { memoryStorage } from '../../../state/storage';
import { newApp } from '../../../state/test-helpers';
import { loadNarrationVi } from '../narration';
import { sayNotice } from './notices-say';
import { NOTICE_VI } from './notices.vi';
import { SCENARIO_API_VI, SCENARIO_VI } from './scenario.vi';
import { SHARE_VI } from './share.vi';
import { ERRORS_VI } from './errors.vi';
import { LOCATED_VI, ZOD_VI } from './located.vi';
import { SCHEMA_VI } from './schema.vi';
import { YAML_VI } from './yaml.vi';

const SAMPLE = { id: 'talk%zz', probe: 'no-such-probe', why: 'the share link is damaged', kb: 256, field: 'nodes', a: 'the share link is cut short', rest: 'the share link is damaged' };
/** Ids that only put their holes together (a reason at its field, reasons joined): the same in both. */
const SAME = new Set(['notice.linkField', 'notice.linkReasons']);
const ids = Object.keys(NOTICE_EN) as (keyof typeof NOTICE_EN)[];
const BAD = /\$\{|\{\w+\}|undefined|NaN|\[object Object\]/;

describe('the notices of a link in English and Vietnamese', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(NOTICE_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      const m: Msg = { id, args: SAMPLE };
      const en = render([NOTICE_EN], m);
      const vi = render([NOTICE_VI], m);
      for (const text of [en, vi]) expect(text, id).not.toMatch(BAD);
      if (!SAME.has(id)) expect(vi).not.toBe(en);
      for (const v of Object.values(SAMPLE)) if (en.includes(String(v))) expect(vi, id).toContain(String(v));
    });
  }

  it('every notice the navigator gives is said in both; a broken link\'s reasons in Vietnamese too', async () => {
    await loadNarrationVi();
    const hash = '#/scenario/talk-l2bridge?probe=pod-to-service&step=3';
    const app = newApp(hash, memoryStorage());
    const nav = createNavigator(app, hash);
    const said = [nav.follow(parseRoute('#/scenario/talk-l2bridge?probe=nope')), nav.follow(parseRoute('#/scenario/missing')), nav.follow(parseRoute('#/share/v1.%%%'))].filter((x) => !!x);
    const big = { ...app.scenario.getState().scenario, metadata: { name: 'big', title: 'x'.repeat(300 * 1024) } };
    app.scenario.getState().load(big, { kind: 'file', name: 'big.yaml' });
    const r = shareRoute(app);
    if ('error' in r) said.push(r.error);
    expect(new Set(said.map((m) => m.id))).toEqual(new Set(ids.filter((id) => !SAME.has(id))));
    for (const m of said) {
      expect(sayNotice('en', m)).toBe(noticeText(m));
      const vi = sayNotice('vi', m);
      expect(vi, m.id).not.toMatch(BAD);
      expect(vi).not.toBe(noticeText(m));
    }
    // A damaged link's reasons: values, each at its field; the English as the decoder writes them.
    // JSON the JSON reader refuses (a duplicate key, nested too deep) is read the YAML way: YAML's reasons.
    const yamlWay = ['{"apiVersion":"vfp-lab/v1","apiVersion":"x"}', `{"x":${'['.repeat(300)}${']'.repeat(300)}}`].map((t) => `v1.${base64url(deflateSync(strToU8(t)))}`);
    expect(yamlWay.map((l) => decodeShare(l).errors[0]?.msg?.id)).toEqual(['yaml.duplicateKey', 'yaml.tooDeep']);
    for (const link of ['v1.%%%', ...Object.values(CRAFTED_LINKS), ...yamlWay]) {
      const errors = decodeShare(link).errors;
      expect(sayNotice('en', brokenLink(errors))).toBe(`The shared link could not be opened: ${errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message}`).join('; ')}`);
      const vi = sayNotice('vi', brokenLink(errors));
      expect(vi).toMatch(/^Không mở được link chia sẻ: /);
      expect(vi).not.toMatch(BAD);
      for (const e of errors) {
        // Every reason is a value (a YAML syntax error too).
        expect(e.msg, e.message).toBeDefined();
        expect(vi, e.message).toContain(render([SHARE_VI, SCENARIO_VI, SCENARIO_API_VI, LOCATED_VI, ZOD_VI, SCHEMA_VI, ERRORS_VI, YAML_VI], e.msg!));
        // No reason is said by its id (a catalogue the notice does not hold).
        expect(vi, e.message).not.toContain(e.msg!.id);
        if (e.field) expect(vi).toContain(`${e.field}: `);
      }
    }
  });
});
