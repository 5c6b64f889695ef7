import { readdirSync, readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ok } from '../result';
import { decodeBytes, detectFormat, importFiles, importWith, toSummary, type ImportFormat } from './index';

const CNI = readFileSync(new URL('../../../fixtures/real/cni-flannel-l2bridge-sdn.conf', import.meta.url), 'utf8');
const SCENARIO = readFileSync(new URL('../../lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8');
const PODS = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web-1\nspec:\n  containers: [{ name: c }]\n';

const utf16le = (text: string, bom = true): Uint8Array => {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let i = 0;
  if (bom) {
    out[i++] = 0xff;
    out[i++] = 0xfe;
  }
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    out[i++] = c & 0xff;
    out[i++] = c >> 8;
  }
  return out;
};

describe('detectFormat', () => {
  it('recognises our formats by content', () => {
    expect(detectFormat(CNI)).toBe('cni-conf');
    expect(detectFormat(SCENARIO)).toBe('scenario');
    expect(detectFormat(PODS)).toBe('kubernetes-yaml');
    expect(detectFormat('just some notes\n')).toBeUndefined();
    expect(detectFormat('{"apiVersion":"vfp-lab/v1","kind":"Scenario","metadata":{"name":"x"}}')).toBe('scenario');
  });
});

describe('the real Windows dumps are not taken for our formats', () => {
  const dir = new URL('../../../fixtures/real/', import.meta.url);
  const dumps = readdirSync(dir).filter((f) => !f.startsWith('cni-') && f !== 'SOURCES.md');
  it.each(dumps)('%s', (name) => {
    const text = readFileSync(new URL(name, dir), 'utf8');
    expect([undefined, 'hns-json', 'hns-list', 'hns-table', 'hnsdiag', 'ipconfig', 'kube-proxy-log', 'vfpctrl-rules', 'vfpctrl-ports', 'vfpctrl-json', 'netsh-ports', 'pktmon-txt', 'pktmon-list', 'pktmon-counters']).toContain(detectFormat(text));
  });
});

describe('importFiles', () => {
  it('expands a zip into members named zip!member, skipping directories and __MACOSX', () => {
    const zip = zipSync({
      'logs/cni/cni.conf': strToU8(CNI),
      'logs/k8s/pods.yaml': strToU8(PODS),
      'logs/empty-dir/': new Uint8Array(0),
      '__MACOSX/logs/._cni.conf': new Uint8Array([0, 5, 22, 7]),
    });
    const result = importFiles([{ name: 'collect.zip', bytes: zip }]);
    expect(result.files.map((f) => [f.file, f.format])).toEqual([
      ['collect.zip!logs/cni/cni.conf', 'cni-conf'],
      ['collect.zip!logs/k8s/pods.yaml', 'kubernetes-yaml'],
    ]);
    expect(result.cni[0]!.model.outboundNatExceptions).toHaveLength(3);
    expect(result.kubernetes[0]!.model.pods[0]!.name).toBe('web-1');
    expect(result.files[0]!.objects).toEqual({ policies: 3 });
  });

  it('decodes UTF-16LE (Windows PowerShell 5 Out-File) and warns that libcni cannot read it', () => {
    const result = importFiles([{ name: 'cni.conf', bytes: utf16le(CNI.replace(/\n/g, '\r\n')) }]);
    const [file] = result.files;
    expect(file!.format).toBe('cni-conf');
    expect(file!.errors).toEqual([]);
    expect(file!.warnings[0]!.message).toMatch(/UTF-16LE/);
    expect(result.cni[0]!.model.needEncapPrefixes).toEqual(['10.96.0.0/12', '10.127.130.36/32']);
  });

  it('reads UTF-16LE without a BOM and UTF-8 with one', () => {
    expect(decodeBytes(utf16le('kind: Pod\n', false))).toEqual({ text: 'kind: Pod\n', encoding: 'utf-16le', binary: false });
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]))).toEqual({ text: 'hé', encoding: 'utf-8-bom', binary: false });
  });

  it('reports binary and unknown files as warnings, not errors', () => {
    const evtx = new Uint8Array([...strToU8('ElfFile'), 0, 0, 0, 1, 0, 2, 0, 0x80, 0xff]);
    const result = importFiles([
      { name: 'winevt/System.evtx', bytes: evtx },
      { name: 'winver.txt', bytes: strToU8('Microsoft Windows [Version 10.0.17763.5329]\n') },
    ]);
    expect(toSummary(result)).toEqual({
      files: [
        { file: 'winevt/System.evtx', format: null, objects: {}, warnings: [{ message: 'not a known format (binary)', id: 'import.binary', args: {} }], errors: [] },
        { file: 'winver.txt', format: null, objects: {}, warnings: [{ message: 'not a known format', id: 'import.notAFormat', args: {} }], errors: [] },
      ],
    });
  });

  it('reports a broken zip as an error of that file', () => {
    const broken = new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]);
    const [file] = importFiles([{ name: 'x.zip', bytes: broken }]).files;
    expect(file!.format).toBeNull();
    expect(file!.errors[0]!.message).toMatch(/^not a readable zip/);
  });

  it('keeps parse errors with their lines in the summary', () => {
    const [file] = importFiles([{ name: 'bad.conf', bytes: strToU8(CNI.replace('"10.96.0.0/12",', '"10.96.0.0/12"')) }]).files;
    expect(file!.format).toBe('cni-conf');
    expect(file!.errors).toHaveLength(1);
    expect(file!.errors[0]!.line).toBe(23);
  });
});

describe('the summary contract (design.md §4)', () => {
  it('has exactly { files: [{ file, format, objects, warnings, errors }] }', () => {
    const summary = toSummary(importFiles([{ name: 'scenario.yaml', bytes: strToU8(SCENARIO) }]));
    expect(Object.keys(summary)).toEqual(['files']);
    expect(Object.keys(summary.files[0]!)).toEqual(['file', 'format', 'objects', 'warnings', 'errors']);
    expect(summary.files[0]).toMatchObject({ file: 'scenario.yaml', format: 'scenario', errors: [] });
    expect(summary.files[0]!.objects.nodes).toBe(2);
    // Serialisable as is.
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });
});

describe('dump formats plug in through the registry', () => {
  // A stand-in for src/io/dumps' hns-json: JSON with HNS field names.
  const fakeHnsJson: ImportFormat<{ networks: number }> = {
    id: 'hns-json',
    detect: (text) => (/^\s*[[{]/.test(text) && text.includes('"Type"') ? 0.9 : 0),
    parse: (text) => ok({ networks: (text.match(/"Type"/g) ?? []).length }),
    count: (m) => ({ networks: m.networks }),
  };

  it('reads the JSON after a PowerShell table (collectlogs network.txt) and says so', () => {
    const networkTxt = [
      'Name    Type     Id                                   AddressPrefix',
      '----    ----     --                                   -------------',
      'cbr0    L2Bridge 5b8a0e5d-d5fc-4a2f-9b31-3d1c5e5a7e30 10.244.1.0/24',
      '',
      '[',
      '  { "Name": "cbr0", "Type": "L2Bridge" },',
      '  { "Name": "nat", "Type": "NAT" }',
      ']',
    ].join('\r\n');
    const result = importWith([{ name: 'network.txt', bytes: strToU8(networkTxt) }], [fakeHnsJson]);
    const [file] = result.files;
    expect(file).toMatchObject({ format: 'hns-json', objects: { networks: 2 }, errors: [] });
    expect(file!.warnings).toEqual([{ message: 'the file has 4 lines of text (a table?) before its JSON; the JSON from line 5 was read', msg: { id: 'import.headBeforeJson', args: { n: 4, line: 5 } }, line: 5 }]);
    expect(result.dumps).toEqual([{ file: 'network.txt', format: 'hns-json', model: { networks: 2 } }]);
  });

  it('does the same with the real hns-json reader of src/io/dumps', () => {
    const json = readFileSync(new URL('../../../fixtures/real/get-hnsendpoint-json-remote-overlay-flannel.json', import.meta.url), 'utf8');
    const endpointTxt = `IpAddress  MacAddress        IsRemoteEndpoint\n---------  ----------        ----------------\n10.244.2.5 02-11-0a-f4-02-05 True\n\n${json}`;
    const [file] = importFiles([{ name: 'endpoint.txt', bytes: strToU8(endpointTxt) }]).files;
    expect(file).toMatchObject({ format: 'hns-json', errors: [] });
    expect(file!.objects.endpoints).toBe(1);
    expect(file!.warnings[0]!.message).toMatch(/4 lines of text \(a table\?\) before its JSON/);
  });

  it('survives a dump format that throws', () => {
    const throwing: ImportFormat<number> = {
      id: 'hnsdiag',
      detect: () => 1,
      parse: () => {
        throw new Error('boom');
      },
      count: () => ({}),
    };
    const [file] = importWith([{ name: 'hnsdiag.txt', bytes: strToU8('Networks:\n') }], [throwing]).files;
    expect(file!.format).toBe('hnsdiag');
    expect(file!.errors[0]!.message).toBe('the file cannot be read: VFP Lab met something it did not expect (please report it, with the file)');
  });
});
