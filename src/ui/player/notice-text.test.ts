import { beforeAll, describe, expect, it } from 'vitest';
import { translate, loadDictionary } from '../i18n/t';
import { noticeIn } from './notice-text';

const vi = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('vi', key, vars);
const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('en', key, vars);


// Vietnamese is a chunk the page fetches when it is chosen.
beforeAll(() => loadDictionary('vi'));

describe('notices from the state layer, in the chosen language', () => {
  it('says the known shapes in Vietnamese, values kept', () => {
    expect(noticeIn(vi, 'There is no built-in scenario "nope".')).toBe('Không có kịch bản có sẵn nào tên "nope".');
    expect(noticeIn(vi, 'The shared link could not be opened: nodes.0.name: Required')).toBe('Không mở được link chia sẻ: nodes.0.name: Required');
    expect(noticeIn(vi, 'This scenario is larger than 512 KB, the most a link carries: save it as a file instead.')).toContain('512 KB');
  });

  it('leaves English as it was, and unknown text as it is', () => {
    const text = 'There is no built-in scenario "nope".';
    expect(noticeIn(en, text)).toBe(text);
    expect(noticeIn(vi, 'something else')).toBe('something else');
  });
});
