import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeLesson } from './lesson';
import { root, runCommand } from './testing/run';
import { validateCommand } from './validate';

describe('looksLikeLesson', () => {
  it('knows a lesson in YAML and in JSON (a JSON lesson was validated as a scenario)', () => {
    expect(looksLikeLesson('apiVersion: vfp-lab/v1\nkind: Lesson\n')).toBe(true);
    expect(looksLikeLesson(JSON.stringify({ apiVersion: 'vfp-lab/v1', kind: 'Lesson' }, null, 2))).toBe(true);
    expect(looksLikeLesson('{"apiVersion":"vfp-lab/v1","kind":"Lesson"}')).toBe(true);
    expect(looksLikeLesson('apiVersion: vfp-lab/v1\nkind: Scenario\n')).toBe(false);
  });
});

describe('npm run validate -- LESSON: challenges are walked', () => {
  const overlay = readFileSync(join(root, 'src/lessons/lessons/09-overlay-vxlan-and-mtu.yaml'), 'utf8');
  const write = (text: string) => {
    const f = join(mkdtempSync(join(tmpdir(), 'vfp-lesson-')), 'l.yaml');
    writeFileSync(f, text);
    return f;
  };

  it('accepts the built-in lesson whose challenge asks the VXLAN header', () => {
    const r = runCommand(validateCommand, write(overlay));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('refuses a challenge whose step makes no rewrite of the asked fields, naming the line (exit 2)', () => {
    // The same question, at the decap on win-b: the outer header is gone there, nothing asked is written.
    const moved = overlay.replace('rewrite: encap\n      fields: [outer.src, outer.dst, outer.vni]', 'rewrite: decap\n      fields: [outer.src, outer.dst, outer.vni]');
    expect(moved).not.toBe(overlay);
    const r = runCommand(validateCommand, write(moved));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/l\.yaml:\d+: error: steps\[0\]\.question: /);
    expect(r.stderr).toMatch(/makes no decap|does not write outer\.src, outer\.dst, outer\.vni/);
  });
});
