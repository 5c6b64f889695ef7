// Every sentence of the capture aligner in both languages: rendered with sample arguments, none
// leaves a hole unfilled, and the Vietnamese is not the English left as it was.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { ALIGN_EN, alignMsg } from '../../../io/align/messages';
import { ALIGN_VI } from './align.vi';

/** Sample arguments for every hole any sentence has. */
const SAMPLE: Record<string, string | number> = {
  owner: 'pod/default/web-1',
  port: 'f4919f09-ff45-4690-aa63-96fb643f3902',
  dir: 'IN',
  layers: 'VNET_ENCAP_LAYER, ACL_ENDPOINT_LAYER',
  layer: 'ACL_ENDPOINT_LAYER',
  rule: 'allow-all',
  action: 'allow',
  tuple: 'tcp 10.244.1.39:49155 → 10.244.1.40:80',
  reason: 'Filtered',
  component: 'component 11',
  location: '0xE0004135',
  last: 'the host vNIC',
  fields: 'dst 10.244.1.41 (model: 10.244.1.40)',
  place: "web-1's port, IN",
  step: 16,
  model: 'passed it',
  node: 'win-node-1',
  flow: 'tcp 10.244.1.39:49155 → 10.96.0.50:80',
  count: 3,
  flows: 'udp 10.0.0.1:53 → 10.0.0.2:53',
  places: 7,
  watched: 7,
  probe: 49155,
  captured: 50123,
  file: 'pktmon-capture.txt',
  line: 42,
  names: 'component 12',
  outcome: 'delivered',
};

const ids = Object.keys(ALIGN_EN) as (keyof typeof ALIGN_EN)[];
const sample = (id: string, over: Record<string, string | number> = {}): Msg => ({ id, args: { ...SAMPLE, ...over } });

describe('the aligner in English and Vietnamese', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(ALIGN_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      const variants: Record<string, string | number>[] = [{}, { location: '', count: 1, watched: 5 }, { count: 0 }];
      for (const over of variants) {
        const en = render([ALIGN_EN], sample(id, over));
        const vi = render([ALIGN_VI], sample(id, over));
        for (const text of [en, vi]) {
          expect(text).not.toContain('${');
          expect(text).not.toContain('undefined');
          expect(text).not.toBe(id);
          expect(text.trim().length).toBeGreaterThan(0);
        }
        // A sentence with words (not only names and numbers) is translated.
        if (/[a-z]{3,}/i.test(en.replace(/`[^`]*`/g, ''))) expect(vi).not.toBe(en);
      }
    });
  }

  it('renders a nested message (a place inside a conclusion) in the same language', () => {
    const place = alignMsg('align.place.endpoint', { owner: 'pod/default/web-1', port: 'p1', dir: 'IN' });
    const m = alignMsg('align.parts', { step: 16, place, model: alignMsg('align.model.passed', {}), node: alignMsg('align.node.dropped', { component: 'component 11', reason: 'Filtered', location: '' }) });
    expect(render([ALIGN_EN], m)).toBe("model and node agree up to step 16; they part at pod/default/web-1's port (p1), IN: the model passed it on unchanged, the node dropped it at component 11 (pktmon: Filtered)");
    expect(render([ALIGN_VI], m)).toBe('mô hình và node khớp nhau tới bước 16; hai bên tách nhau tại port của pod/default/web-1 (p1), chiều IN: mô hình cho packet đi tiếp, không đổi gì, còn node drop packet tại component 11 (pktmon: Filtered)');
  });
});
