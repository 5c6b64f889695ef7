import { describe, expect, it } from 'vitest';
import { LINUX_LINES, type LinuxLine } from '../../lessons/linux-equivalents';
import { LINUX_LINES_VI, linuxLine } from './linux-lines.vi';

describe('the "on Linux" line in Vietnamese', () => {
  it('translates every line and keeps its commands', () => {
    const spans = (t: string) => t.split('`').filter((_, i) => i % 2);
    for (const id of Object.keys(LINUX_LINES) as LinuxLine[]) {
      expect(LINUX_LINES_VI[id]).toMatch(/^trên Linux: /);
      expect([id, spans(LINUX_LINES_VI[id])]).toEqual([id, spans(LINUX_LINES[id])]);
    }
  });

  it('picks the language', () => {
    expect(linuxLine('deliver', 'en')).toBe(LINUX_LINES.deliver);
    expect(linuxLine('deliver', 'vi')).toBe(LINUX_LINES_VI.deliver);
  });
});
