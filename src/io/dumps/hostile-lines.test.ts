// Hostile lines: the strings that made the old expressions quadratic, at 200 KB and more. Each read
// must come back (the test's timeout is the failure), and the line readers say what they cut.
import { describe, expect, it } from 'vitest';
import { WINDOWS_DUMP_FORMATS } from './index';
import { keyValue, MAX_LINE } from './text';
import { withoutStrings } from './hnsdiag';

const fmt = (id: string) => WINDOWS_DUMP_FORMATS.find((f) => f.id === id)!;
const KB200 = 200 * 1024;

// The attack strings recheck reported for the three expressions of issue 15 (and kin), made long.
const HOSTILE = {
  keyValue: 'A' + ' '.repeat(KB200 / 2) + ':' + ' '.repeat(KB200 / 2) + '(\n:',
  quotedString: '"' + 'x\\"'.repeat(KB200 / 3),
  commandLine: 'vfpctrl/'.repeat(KB200 / 8),
};

describe('hostile lines', () => {
  it('keyValue reads a 1 MB line of spaces around a colon in one pass', () => {
    expect(keyValue('Name' + ' '.repeat(1 << 20) + ':' + ' '.repeat(1 << 20) + 'x')).toEqual({ key: 'Name', value: 'x' });
    expect(keyValue(' '.repeat(1 << 20) + '{:')).toBeUndefined();
    expect(keyValue('  Port name : 6c1f3a52')).toEqual({ key: 'Port name', value: '6c1f3a52' });
    expect(keyValue('Source IP : fe80::1')).toEqual({ key: 'Source IP', value: 'fe80::1' });
  });

  it("hnsdiag's string scan blanks quoted text, escapes included, and survives an unclosed quote", () => {
    expect(withoutStrings('{ "a": "}{\\"}", "b": 1 }')).toBe('{ "": "", "": 1 }');
    expect(withoutStrings(HOSTILE.quotedString).length).toBe(1);
  });

  for (const id of ['vfpctrl-rules', 'vfpctrl-ports', 'hns-list', 'hnsdiag', 'netsh-ports']) {
    it(`${id}: every hostile 200 KB line is cut to 64 KB with a warning naming the line`, () => {
      for (const [name, line] of Object.entries(HOSTILE)) {
        const text = `RULE : r\nGROUP : g\nPriority : 1\n${line}\nName : x\n`;
        const r = fmt(id).parse(text, `${name}.txt`);
        const cut = r.warnings.find((w) => w.line === 4 && /64 KB/.test(w.message));
        expect(cut?.message, name).toMatch(/^line 4 is 2\d\d KB long: only its first 64 KB were read/);
        for (const p of [...r.warnings, ...r.errors]) expect(p.message).not.toMatch(/undefined|NaN|\[object Object\]/);
      }
    });
  }

  it('JSON is never cut: a one-line Get-HnsEndpoint over 64 KB is read whole', () => {
    const dns = Array.from({ length: 6000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.1`).join(',');
    const text = JSON.stringify({ ID: '8f109901-9970-4fda-bb2b-e9882fb3e8fb', Name: 'ep', IPAddress: '10.244.2.141', DNSServerList: dns, VirtualNetworkName: 'cbr0', Policies: [], Type: 'L2Bridge' });
    expect(text.length).toBeGreaterThan(MAX_LINE);
    const r = fmt('hns-json').parse(text, 'ep.json');
    expect(r.warnings.filter((w) => /64 KB/.test(w.message))).toEqual([]);
    expect(r.value?.hns.endpoints[0]?.ipAddress).toBe('10.244.2.141');
  });

  it('the vfpctrl command line still names its port after the two-step match', () => {
    const text = 'PS C:\\> vfpctrl.exe /port {6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11} /layer ACL_ENDPOINT_LAYER /list-rule\nGROUP : ACL_ENDPOINT_GROUP_IPV4_IN\n  Direction : IN\n  RULE : r\n    Priority : 1\n    Type : allow\n';
    const r = fmt('vfpctrl-rules').parse(text, 'rules.txt');
    expect(r.value?.vfp.ports[0]?.id.toLowerCase()).toBe('6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11');
  });
});

describe('words that are Object property names', () => {
  it('a rule field `constructor`, a protocol `constructor`, a condition `toString`: told, not a crash', () => {
    const text = ['ITEM LIST', '===', 'LAYER : constructor', 'GROUP : G_IN', '  Direction : IN', '  RULE : r1', '    Priority : 1', '    Flags : 1', '    Type : allow', '    constructor : x', '    Conditions:', '      Protocols : constructor', '      toString : 1'].join('\n');
    const r = fmt('vfpctrl-rules').parse(text, 'f.txt');
    const layer = r.value!.vfp.ports[0]!.layers[0]!;
    expect(layer.priority).toBe(1000);
    expect(layer.groups[0]!.rules[0]!.extra).toEqual(['constructor : x']);
    expect(layer.groups[0]!.rules[0]!.conditions).toEqual({});
    expect(r.errors.map((e) => e.message)).toEqual(['condition Protocols: `constructor` is not a protocol number']);
    expect(r.warnings.map((w) => w.field)).toContain('Conditions.toString');
  });
});
