// Odd spaces in pasted tables and lists (issue 12): read as plain spaces, named with their line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles, toSummary } from '.';
import { plainSpaces } from './odd-spaces';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const read = (name: string, text: string) => toSummary(importFiles([{ name, bytes: new TextEncoder().encode(text) }])).files[0]!;

describe('odd spaces in a pasted table or list', () => {
  it.each([
    ['vfpctrl-list-rule-fw-admin-layer-sdn-host.txt', '\u00a0', 'U+00A0 NO-BREAK SPACE'],
    ['hnsdiag-list-all-flannel-vxlan.txt', '\u2009', 'U+2009 THIN SPACE'],
    ['get-hnsendpoint-list-calico-vxlan-rke2.txt', '\u3000', 'U+3000 IDEOGRAPHIC SPACE'],
    ['vfpctrl-list-vmswitch-port-host-port-excerpt.txt', '\u00a0', 'U+00A0 NO-BREAK SPACE'],
    // kube-proxy's log was not a known format with them (issue 28).
    ['kube-proxy-log-winkernel-lb-calico.txt', '\u00a0', 'U+00A0 NO-BREAK SPACE'],
  ])('%s with %s for its double spaces reads as the clean file, naming the character', (name, ch, named) => {
    const clean = read(name, real(name));
    const odd = read(name, real(name).replace(/ {2}/g, ch + ch));
    expect(odd.format).toBe(clean.format);
    expect(odd.objects).toEqual(clean.objects);
    expect(odd.warnings[0]!.message).toMatch(new RegExp(`^${named.replace('+', '\\+')} used as a space \\(\\d+×, first on line \\d+\\): read as a plain space$`));
    expect(odd.warnings.slice(1)).toEqual(clean.warnings);
  });

  it('JSON keeps its own repair (one warning, not two)', () => {
    const name = 'get-hnsendpoint-json-remote-overlay-flannel.json';
    const odd = read(name, real(name).replace(/ {2}/g, '\u00a0\u00a0'));
    expect(odd.warnings.filter((w) => /NO-BREAK SPACE/.test(w.message))).toHaveLength(1);
  });

  it('counts each kind and names its first line; a leading BOM is no odd space', () => {
    expect(plainSpaces('a b\nc\u00a0d\u00a0e\n\u2009f')!.warnings.map((w) => w.message)).toEqual([
      'U+00A0 NO-BREAK SPACE used as a space (2×, first on line 2): read as a plain space',
      'U+2009 THIN SPACE used as a space (1×, first on line 3): read as a plain space',
    ]);
    expect(plainSpaces('\ufeffplain')).toBeUndefined();
    expect(plainSpaces('plain')).toBeUndefined();
  });
});

describe('JSON indented with no-break spaces, as copied from a web page (issue 28)', () => {
  const nbsp = (text: string) => text.replace(/ {2}/g, '\u00a0\u00a0');
  it.each([
    ['get-hnsendpoint-json-remote-overlay-flannel.json', 'hns-json'],
    ['cni-flannel-overlay-sdn.conf', 'cni-conf'],
    ['cni-azure-windows-bridge-aks.conflist', 'cni-conf'],
  ])('%s reads as the clean file, naming U+00A0', (name, format) => {
    const clean = read(name, real(name));
    const odd = read(name, nbsp(real(name)));
    expect(odd.format).toBe(format);
    expect(odd.objects).toEqual(clean.objects);
    expect(odd.errors).toEqual([]);
    expect(odd.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^U\+00A0 NO-BREAK SPACE used as a space \(\d+×, first on line \d+\): read as a plain space$/));
  });
  it('after a prompt line too', () => {
    const name = 'get-hnsendpoint-json-remote-overlay-flannel.json';
    const odd = read(name, `PS C:\\k> Get-HnsEndpoint | ConvertTo-Json\n${nbsp(real(name))}`);
    expect([odd.format, odd.objects.endpoints, odd.errors]).toEqual(['hns-json', 1, []]);
  });
  it('JSON after a header line (hnsdiag … -d): the line the message names is the line of the file, as the warning says', () => {
    const name = 'hnsdiag-list-namespace-detail-cut-windows-containers.txt';
    const odd = read(name, nbsp(real(name)));
    const w = odd.warnings.find((x) => /NO-BREAK SPACE/.test(x.message))!;
    const first = nbsp(real(name)).split('\n').findIndex((l) => l.includes('\u00a0')) + 1;
    expect([w.line, w.message]).toEqual([first, expect.stringContaining(`first on line ${first})`)]);
  });
  it('kubectl YAML indented with them reads as the clean file (it was "missing: kind", every count 0)', () => {
    const yaml = 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Pod\n  metadata:\n    name: web-0\n    namespace: default\n  spec:\n    nodeName: win-1\n    containers:\n    - name: web\n      image: mcr.microsoft.com/windows/servercore:ltsc2022\n  status:\n    podIP: 10.244.1.5\n';
    const clean = read('pods.yaml', yaml);
    const odd = read('pods.yaml', nbsp(yaml));
    expect([odd.format, odd.objects, odd.errors]).toEqual([clean.format, clean.objects, []]);
    expect(odd.objects.pods).toBe(1);
    expect(odd.warnings.map((w) => w.message)).toEqual(['U+00A0 NO-BREAK SPACE used as a space (38×, first on line 5): read as a plain space']);
  });
});
