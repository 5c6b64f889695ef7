// Where a problem is, as message values (issue 30): every id says something in both languages with
// no hole left and names kept; the paths of the where-words test are values whose English is the
// text, said in Vietnamese. (Every field of every built-in set to wrong values, and its where said
// whole: narration/messages-refusals.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { WHERE_EN } from '../../../state/where-messages';
import { describePath, describePathMsg } from '../../../state/issue-words';
import { talk } from '../../../state/test-helpers';
import { loadNarrationVi } from '../narration';
import { WHERE_VI } from './where.vi';
import { sayText } from './say-value';

const IDS = Object.keys(WHERE_EN);
const BAD = /\$\{|undefined|NaN|\[object Object\]|^where\./;
const part: Msg = { id: 'where.field', args: { key: 'nodePort' } };
const SAMPLE = { n: 'web-1', key: 'srcIp', a: part, b: { id: 'where.item', args: { key: 'ports', n: 2 } } };

beforeAll(() => loadNarrationVi());

describe('the where catalogue', () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(WHERE_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled, names kept', () => {
    for (const id of IDS) {
      const m: Msg = { id, args: SAMPLE };
      const en = render([WHERE_EN], m);
      const vi = render([WHERE_VI], m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      if (en.includes('web-1')) expect(vi, id).toContain('web-1');
      // Objects by their Kubernetes kind, and a label's key, are the same words in both.
      if (!/^where\.(node|namespace|pod|service|policy|probe|labelKey)$/.test(id)) expect(vi, id).not.toBe(en);
    }
  });

  it('names the object and the field, in English as the text and in Vietnamese', () => {
    const s = talk();
    const cases: [(string | number)[], string][] = [
      [['pods', 1, 'ip'], 'Pod web-1 · IP'],
      [['services', 0, 'ports', 1, 'nodePort'], 'Service web · port 2 · nodePort'],
      [['cluster', 'vxlan', 'vni'], 'Cài đặt cluster · VXLAN · VNI'],
      [['externals', 0, 'srcIp', 0], 'Host bên ngoài example-site · địa chỉ nguồn 1'],
      [['pods', 0, 'labels', 'app'], 'Pod client · label · app'],
      [['nodes'], 'Node 0'],
    ];
    for (const [path, vi] of cases) {
      const m = describePathMsg(s, path);
      expect(render([WHERE_EN], m)).toBe(describePath(s, path));
      expect(sayText('en', describePath(s, path), m, 'WHERE_VI')).toBe(describePath(s, path));
      expect(sayText('vi', describePath(s, path), m, 'WHERE_VI')).toBe(vi);
    }
  });
});
