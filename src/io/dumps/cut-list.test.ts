// Format-List records cut inside a nested value (`Subnets : {@{…;` at the end of a paste): the cut is
// named with its line, what is whole of the value is kept (or said dropped), and the replay says the
// network's Type is missing from the file, not that "hnsdiag prints no type".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { buildReplay } from '../replay';
import { parse } from './hns-list';
import { readCutValue } from './powershell-list';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const CUT = 'get-hnsnetwork-list-nat-ws2025-cut-in-subnets.txt';

const NETWORK = [
  'ID                     : 777F0851-EF37-4D73-BAE3-8F3464294CCB',
  'ManagementIP           : 10.0.0.4',
  'Name                   : cbr0',
  'Policies               : {}',
  'State                  : 1',
].join('\n');

describe('readCutValue', () => {
  const none = () => {};
  it('keeps the whole fields before the cut, braces closed', () => {
    expect(readCutValue('{@{AddressPrefix=10.244.1.0/24; GatewayAddress=10.244.1.1; Ty', 'Subnets', none)).toEqual({
      value: [{ AddressPrefix: '10.244.1.0/24', GatewayAddress: '10.244.1.1' }],
      lost: 'Ty',
    });
    expect(readCutValue('{@{A=1}, @{B=@{C=2; D', 'X', none)).toEqual({ value: [{ A: '1' }, { B: { C: '2' } }], lost: 'D' });
  });
  it('drops a value cut before its first whole field, and says what was lost', () => {
    expect(readCutValue('{@{AddressPrefix=10.24', 'Subnets', none)).toEqual({ lost: 'AddressPrefix=10.24' });
    expect(readCutValue('{', 'Subnets', none)).toEqual({ lost: '' });
  });
});

describe('a Format-List record cut inside Subnets', () => {
  it('real WS2025 network cut after its second Subnets line: the cut is named, the subnet kept', () => {
    const r = parse(real(CUT), CUT);
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toContain('the text ends inside `Subnets` at line 24 (truncated?): read up to its last whole field (1 entry kept)');
    const n = r.value!.hns.networks[0]!;
    expect(n.subnets).toEqual([{ addressPrefix: '172.17.32.0/20', gatewayAddress: '172.17.32.1' }]);
    expect(n.type).toBeUndefined();
  });

  it('with a trailing newline too, and says what was cut off', () => {
    const r = parse(`${NETWORK}\nSubnets                : {@{AddressPrefix=10.244.1.0/24; GatewayAddress=10.244.1.1; Policies=System.Object[]; Ty\n`, 'x');
    const cut = r.warnings.find((w) => /truncated\?/.test(w.message))!;
    expect(cut).toMatchObject({ line: 6, field: 'Subnets' });
    expect(cut.message).toBe('the text ends inside `Subnets` at line 6 (truncated?): read up to its last whole field (1 entry kept); `Ty` was cut off');
    expect(r.value!.hns.networks[0]!.subnets).toEqual([{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' }]);
  });

  it('a subnet cut inside its prefix is said dropped', () => {
    const r = parse(`${NETWORK}\nSubnets                : {@{AddressPrefix=10.24\n`, 'x');
    expect(r.warnings.map((w) => w.message)).toContain('the text ends inside `Subnets` at line 6 (truncated?): nothing of it could be read: dropped; `AddressPrefix=10.24` was cut off');
    expect(r.value!.hns.networks[0]!.subnets).toEqual([]);
  });

  it('the replay says the Type is not in the file, never "hnsdiag prints no type"', () => {
    const files = importFiles([{ name: CUT, bytes: new TextEncoder().encode(real(CUT)) }]);
    const built = buildReplay(files);
    const said = built.report.assumed.join('\n');
    expect(said).not.toMatch(/hnsdiag/);
    expect(said).toMatch(`network nat: ${CUT} has no \`Type\` for it (the record is cut before it?); taken as L2Bridge`);
  });
});
