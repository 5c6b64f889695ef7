// A console transcript of several commands, made from the real files: each output is read on its own
// with the file's own line numbers, and what VFP Lab does not read is listed as skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '.';
import { splitTranscript } from './transcript';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const EP = real('get-hnsendpoint-list-calico-vxlan-rke2.txt');
const DIAG = real('hnsdiag-list-all-flannel-vxlan.txt');

describe('console transcripts', () => {
  const text = ['PS C:\\k> Get-HnsEndpoint | ? ID -Like c93*', EP, 'PS C:\\k> ipconfig', 'Windows IP Configuration', '', 'PS C:\\k> hnsdiag list all', DIAG].join('\n');

  it('reads each command on its own, names it, keeps line numbers, and lists the skipped one', () => {
    const r = importFiles([{ name: 'paste.txt', bytes: new TextEncoder().encode(text) }]);
    expect(r.files.map((f) => [f.file, f.format])).toEqual([
      ['paste.txt:1 (Get-HnsEndpoint | ? ID -Like c93*)', 'hns-list'],
      ['paste.txt:22 (ipconfig)', null],
      ['paste.txt:25 (hnsdiag list all)', 'hnsdiag'],
    ]);
    expect(r.files[1]!.warnings).toEqual([{ message: 'the output of `ipconfig` is no format VFP Lab reads: skipped', msg: { id: 'import.commandSkipped', args: { cmd: 'ipconfig' } }, line: 22 }]);
    const policies = r.files[0]!.warnings.find((w) => w.field === 'Policies');
    expect(policies?.line).toBe(text.split('\n').findIndex((l) => l.startsWith('Policies')) + 1);
    expect(r.dumps.map((d) => d.format)).toEqual(['hns-list', 'hnsdiag']);
  });

  it('one prompt, or one program run several times, is no transcript; cmd and remote-session prompts count', () => {
    expect(splitTranscript(`PS C:\\> hnsdiag list all\n${DIAG}`)).toBeUndefined();
    expect(splitTranscript('PS C:\\> vfpctrl /port X /list-rule\nx\nPS C:\\> vfpctrl.exe /port X /get-port-state\ny\n')).toBeUndefined();
    expect(splitTranscript('C:\\k>hnsdiag list networks\nx\n[node1]: PS C:\\Users\\a> Get-HnsNetwork\ny\n')?.map((p) => [p.line, p.command])).toEqual([
      [1, 'hnsdiag list networks'],
      [3, 'Get-HnsNetwork'],
    ]);
  });
});
