// JSON cut short (`hnsdiag list … -d` after its header lines, a paste that stopped mid-object): what
// is whole is read, the open brackets closed, with one "truncated?" warning at the cut; a syntax error
// inside the text stays an error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { buildReplay } from '../replay';
import { readJsonCut } from './json-cut';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const read = (name: string, text: string) => importFiles([{ name, bytes: new TextEncoder().encode(text) }]);

const NETWORK_D = `PS C:\\k> hnsdiag list networks -d
Network : 3A1D7E42-4B7B-4C4E-9C2F-1E3A0B9D6F11
{
    "ActivityId":  "9D4C1B0E-36A2-4F0B-8E0E-3A8D5F2C7B10",
    "AdditionalParams":  {},
    "CurrentEndpointCount":  2,
    "DNSServerCompartment":  4,
    "DrMacAddress":  "00-15-5D-2A-6B-11",
    "Flags":  0,
    "ID":  "3A1D7E42-4B7B-4C4E-9C2F-1E3A0B9D6F11",
    "IPv6":  false,
    "LayeredOn":  "5D4C1E62-0D8C-4C3A-8E9B-2B7A4F6D1C22",
    "ManagementIP":  "10.0.0.4",
    "Name":  "cbr0",
    "Policies":  [],
    "State":  1,
    "Subnets":  [
                    {
                        "AddressPrefix":  "10.244.1.0/24",
                        "GatewayAddress":  "10.244.1.1",
                        "Policies":  [`;

describe('readJsonCut', () => {
  it('reads what is whole and closes the brackets', () => {
    const r = readJsonCut('{"a": 1, "b": [1, 2], "c": {"d": "x", "e": "y');
    expect(r.ok && r.documents[0]!.value).toEqual({ a: 1, b: [1, 2], c: { d: 'x' } });
    expect(r.ok && r.repairs.map((x) => x.message)).toEqual(['the text ends inside a value (truncated?): read up to its last whole member, the brackets still open closed; the rest is not in the file']);
  });
  it('a text that ends right after a whole value is read as it is', () => {
    const r = readJsonCut('{"a": [1, 2]');
    expect(r.ok && r.documents[0]!.value).toEqual({ a: [1, 2] });
  });
  it('leaves a syntax error in the middle an error, and whole JSON as it was', () => {
    expect(readJsonCut('{"a": 1 "b": 2}').ok).toBe(false);
    const whole = readJsonCut('{"a": 1}');
    expect(whole.ok && whole.repairs).toEqual([]);
  });
});

describe('hnsdiag … -d JSON after its header lines, cut', () => {
  it('a network cut inside its subnet: read, the subnet kept, the cut named at its line', () => {
    const f = read('net.txt', NETWORK_D);
    const file = f.files[0]!;
    expect(file.format).toBe('hns-json');
    expect(file.errors).toEqual([]);
    expect(file.objects).toEqual({ networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 });
    const cut = file.warnings.find((w) => /truncated\?/.test(w.message))!;
    expect(cut.line).toBe(21);
    const n = f.dumps[0]!.model.hns.networks[0]!;
    expect(n).toMatchObject({ name: 'cbr0', managementIp: '10.0.0.4', subnets: [{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' }] });
    const built = buildReplay(f);
    expect(built.report.assumed.join('\n')).toMatch(/network cbr0: net\.txt has no `Type` for it \(the record is cut before it\?\); taken as L2Bridge/);
  });

  it('real: a namespace of Windows-Containers#485 cut inside its Allocators keeps its id and compartment', () => {
    const name = 'hnsdiag-list-namespace-detail-cut-windows-containers.txt';
    const f = read(name, real(name));
    expect(f.files[0]!.errors).toEqual([]);
    expect(f.files[0]!.warnings.map((w) => [w.line, w.message])).toContainEqual([41, expect.stringMatching(/^the text ends inside a value \(truncated\?\)/)]);
    expect(f.dumps[0]!.model.hns.namespaces).toEqual([expect.objectContaining({ id: '18975570-D312-49D6-884B-59D780E77976' })]);
  });

  it('inside an hnsdiag list all -d, a cut detail block is read too', () => {
    const text = 'Networks:\nName             ID\ncbr0             3A1D7E42-4B7B-4C4E-9C2F-1E3A0B9D6F11\n' + NETWORK_D.split('\n').slice(2).join('\n');
    const f = read('all.txt', text);
    expect(f.files[0]!.format).toBe('hnsdiag');
    expect(f.files[0]!.warnings.some((w) => /truncated\?/.test(w.message) && w.line === 22)).toBe(true);
    expect(f.dumps[0]!.model.hns.networks[0]).toMatchObject({ managementIp: '10.0.0.4', subnets: [{ addressPrefix: '10.244.1.0/24' }] });
  });
});
