// The call-site scan the io coverage test relies on: it finds the places that make messages and the
// static words of each, and nothing inside a message or a field name.
import { describe, expect, it } from 'vitest';
import { messageSites } from './messages-io.sites';

const SOURCE = `
function read(r: Report, t: string, n: number) {
  r.warn(\`\${quote(t)} is not a vfpctrl group field; ignored\`, { line: n, field: 'Port Friendly name' });
  if (x) this.r.error('no vSwitch port found in this file', { line: 1 });
  note(report.assumed, \`pod CIDR \${cidr}: taken from the endpoints \${from}\${subnet ? \`, as the subnet holds none of them\` : ', as no subnet is in the files'}\`);
  return { ok: false, message: \`YAML syntax error: \${firstLine(e.message)}\`, line: 3 };
  const skipped = { reason: cut ? 'the share link is cut short' : 'the share link is damaged badly' };
  r.warn(['cniVersion'], 'missing: cniVersion and more words');
  note(report, 'missing', reportMsg('replay.report.noSelector', { service: \`\${ns}/\${name}\` }));
  // r.warn('a commented-out warning that is not one');
}
`;

describe('messageSites', () => {
  const sites = messageSites({ 'x.ts': SOURCE });
  const words = sites.map((s) => [s.line, s.words]);

  it('finds warn/error calls, report notes, message and reason properties, with their static words', () => {
    expect(words).toEqual([
      [3, ['is not a vfpctrl group field; ignored']],
      [4, ['no vSwitch port found in this file']],
      [5, [': taken from the endpoints']],
      [6, ['YAML syntax error:']],
      [7, ['the share link is cut short', 'the share link is damaged badly']],
      [8, ['missing: cniVersion and more words']],
    ]);
  });

  it('leaves out field names, message ids, words inside a message ("error: "), nested literals and comments', () => {
    const all = sites.flatMap((s) => s.words);
    expect(all).not.toContain('replay.report.noSelector');
    expect(all).not.toContain('Port Friendly name');
    expect(all.some((w) => w.includes('commented-out'))).toBe(false);
    expect(sites.filter((s) => s.line === 6)).toHaveLength(1);
  });
});
