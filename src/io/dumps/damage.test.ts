// Damage people's pastes carry, made from the real files (fixtures/real): each kind is read back to
// the same objects as the clean file, with a warning that says what was done.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WINDOWS_DUMP_FORMATS } from './index';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const parse = (id: string, text: string) => WINDOWS_DUMP_FORMATS.find((f) => f.id === id)!.parse(text, 'paste.txt');
const NET = real('get-hnsnetwork-list-overlay-external-flannel.txt');
const EP = real('get-hnsendpoint-list-calico-vxlan-rke2.txt');

/** Hard-wraps every line at `width` columns, as a terminal or a blog editor does. */
const fold = (text: string, width: number) =>
  text
    .split('\n')
    .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
    .join('\n');

describe('Format-List damage', () => {
  it('continuation lines at column 0 are joined back: the network keeps its subnet', () => {
    const clean = parse('hns-list', NET);
    const damaged = parse('hns-list', NET.replace(/^ {2,}/gm, ''));
    expect(damaged.value?.hns).toEqual(clean.value?.hns);
    expect(damaged.value?.hns.networks[0]?.subnets[0]?.addressPrefix).toBe('192.168.255.0/30');
    expect(damaged.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^3 continuation lines had lost their indentation \(line 7, 20, 23\): joined to the field above/));
  });

  for (const width of [80, 120]) {
    it(`lines hard-wrapped at ${width} columns are joined back to the same endpoint and network`, () => {
      for (const text of [EP, NET]) {
        const clean = parse('hns-list', text);
        const damaged = parse('hns-list', fold(text, width));
        expect(damaged.value?.hns).toEqual(clean.value?.hns);
        expect(damaged.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(new RegExp(`hard-wrapped at ${width} columns`)));
      }
    });
  }
});

const REMOTE = real('get-hnsendpoint-json-remote-overlay-flannel.json');
const HNSDIAG = real('hnsdiag-list-all-flannel-vxlan.txt');

describe('JSON damage', () => {
  const clean = parse('hns-json', REMOTE).value?.hns;

  it('no-break spaces as indentation: the character and its first line are named, the endpoint read', () => {
    const r = parse('hns-json', REMOTE.replace(/ {4}/g, '\u00a0\u00a0\u00a0\u00a0'));
    expect(r.value?.hns).toEqual(clean);
    expect(r.warnings[0]?.message).toMatch(/^U\+00A0 NO-BREAK SPACE used as a space \(\d+×, first on line 1\): read as a plain space$/);
  });

  it('`...` and `…` elisions are named by line; the rest is read', () => {
    const a = REMOTE.indexOf('"Resources"');
    const b = REMOTE.indexOf('"SharedContainers"');
    for (const dots of ['...', '…']) {
      const r = parse('hns-json', `${REMOTE.slice(0, a)}"Resources":  {${dots}},\n    ${dots}\n    ${REMOTE.slice(b)}`);
      expect(r.errors).toEqual([]);
      expect(r.value?.hns.endpoints[0]?.ipAddress).toBe('10.244.2.141');
      expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^`\.\.\.` elisions on line 16, 17: the author left part of the output out/));
    }
  });

  it('bare objects separated by commas are read as a list', () => {
    const second = REMOTE.replace('8f109901', '9f109901').replace(/10\.244\.2\.141/g, '10.244.2.142');
    const r = parse('hns-json', `${REMOTE.trim()},\n${second.trim()}\n`);
    expect(r.value?.hns.endpoints.map((e) => e.ipAddress)).toEqual(['10.244.2.141', '10.244.2.142']);
    expect(r.warnings[0]?.message).toBe('bare JSON objects separated by commas (first after line 45): read as a list');
  });

  it('strings hard-wrapped at 80 columns are joined back', () => {
    const r = parse('hns-json', fold(REMOTE.replace('"Name":  "remote_10.244.2.141"', `"Name":  "remote_10.244.2.141_${'x'.repeat(80)}"`), 80));
    expect(r.value?.hns.endpoints[0]?.name).toBe(`remote_10.244.2.141_${'x'.repeat(80)}`);
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^strings broken across lines \(line [\d, ]+\): the paste was hard-wrapped; joined back$/));
  });

  it('a cut document says "truncated?"', () => {
    const r = parse('hns-json', REMOTE.slice(0, 500));
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^the text ends inside a value \(truncated\?\)/));
    expect(r.value?.hns.endpoints[0]?.ipAddress).toBe('10.244.2.141');
  });
});

describe('records repeated and cut', () => {
  it('the same endpoint from two runs is one endpoint, and the merge is said', () => {
    const r = parse('hns-list', `${EP}\n${EP}`);
    expect(r.value?.hns.endpoints).toHaveLength(1);
    expect(r.warnings.map((w) => w.message)).toContain('endpoint c9385412-bdef-49f5-88b0-c9d484ef6716 is printed 2 times (several runs of one command?): merged into one, the last printing\'s fields winning');
  });

  it('hnsdiag run twice into one paste: objects counted once', () => {
    const once = parse('hnsdiag', HNSDIAG).value!.hns;
    const twice = parse('hnsdiag', `${HNSDIAG}\n${HNSDIAG}`);
    expect(twice.value?.hns.endpoints).toHaveLength(once.endpoints.length);
    expect(twice.value?.hns.loadBalancers).toHaveLength(once.loadBalancers.length);
    expect(twice.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^section endpoints appears 2 times \(lines \d+, \d+; several runs of hnsdiag\?\): its objects are merged by id, each counted once$/));
  });

  it('a Format-List record cut mid-value says "truncated?" and keeps what was read', () => {
    const r = parse('hns-list', EP.slice(0, 700));
    expect(r.value?.hns.endpoints[0]?.id).toBe('c9385412-bdef-49f5-88b0-c9d484ef6716');
    expect(r.warnings.map((w) => w.message)).toContain('the text ends inside `Policies` at line 9 (truncated?): read up to its last whole field (1 entry kept); `DestinationPr` was cut off');
    expect(r.value?.hns.endpoints[0]?.policies.map((p) => p.type)).toEqual(['OutBoundNAT']);
  });

  it('a clean file with no final line end is not called truncated', () => {
    expect(parse('hns-list', EP.trimEnd()).warnings.some((w) => /truncated/.test(w.message))).toBe(false);
  });
});

describe('a lone RULE block', () => {
  const ACL = real('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt');
  const lone = ACL.split('\n').slice(7, 31).join('\n');

  it('with no name that tells it, the direction is said to be unknown (never guessed silently)', () => {
    const r = parse('vfpctrl-rules', lone);
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/no Direction and no group or rule name tells it: the direction is unknown/));
  });

  it("takes the direction from a rule's name when it says one", () => {
    const r = parse('vfpctrl-rules', lone.replace('allow-host-to-endpoint', 'allow-host-in'));
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/taken as IN from the name of rule allow-host-in/));
    expect(r.value?.vfp.ports[0]?.layers[0]?.groups[0]?.direction).toBe('in');
  });
});

describe('netsh in another language', () => {
  it('is recognised, named, and not read: only English is', () => {
    const german = '\nProtokoll tcp Dynamischer Portbereich\n---------------------------------\nStartport       : 49152\nAnzahl der Ports : 16384\n';
    const id = WINDOWS_DUMP_FORMATS.filter((f) => f.detect(german) > 0.3).map((f) => f.id);
    expect(id).toEqual(['netsh-ports']);
    const r = parse('netsh-ports', german);
    expect(r.value).toBeUndefined();
    expect(r.errors[0]?.message).toMatch(/^netsh printed this in German: only the English output is read/);
  });
});

describe('vfpctrl rules cut short', () => {
  const FW = real('vfpctrl-list-rule-fw-admin-layer-sdn-host.txt');
  const cutAt = (marker: string, keep: number) => FW.slice(0, FW.lastIndexOf(marker) + keep);

  it('cut inside a field name: "truncated?", and the rule keeps what was read', () => {
    const r = parse('vfpctrl-rules', cutAt('Flow TTL', 4));
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^the text ends mid-rule at line \d+ \(truncated\?\): the last rule was read as far as it goes, without `Flow`$/));
    expect(r.warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/is not a vfpctrl rule field/));
    expect(r.value!.vfp.ports[0]!.layers[0]!.groups[0]!.rules).toHaveLength(2);
  });

  it('cut after a field\'s colon: "truncated?", not an error about the empty value', () => {
    const r = parse('vfpctrl-rules', cutAt('Flow TTL', 9));
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/\(truncated\?\): the last rule was read as far as it goes, without `Flow TTL:`$/));
  });

  it('the whole file is not called truncated', () => {
    expect(parse('vfpctrl-rules', FW).warnings.some((w) => /truncated/.test(w.message))).toBe(false);
  });
});
