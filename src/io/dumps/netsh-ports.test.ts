import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './netsh-ports';

// collectlogs' excludedportrange.txt: both protocols, one administered range, a HNS-sized block.
const EXCLUDED = `
Protocol tcp Port Exclusion Ranges

Start Port    End Port
----------    --------
      5357        5357
     50000       50063
     50064       50127     *

* - Administered port exclusions.


Protocol udp Port Exclusion Ranges

Start Port    End Port
----------    --------
     65330       65330     *

* - Administered port exclusions.
`;

const DYNAMIC = `
Protocol tcp Dynamic Port Range
---------------------------------
Start Port      : 33000
Number of Ports : 32536
`;

describe('netsh port ranges', () => {
  it('is recognised by its block titles, and nothing else is', () => {
    expect(detect(EXCLUDED)).toBeGreaterThan(0.9);
    expect(detect(DYNAMIC)).toBeGreaterThan(0.9);
    expect(detect('Protocol tcp statistics\nSegments Received = 1')).toBe(0);
  });

  it('reads the exclusions per protocol, with the administered ones marked', () => {
    const r = parse(EXCLUDED, 'excludedportrange.txt');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.value!.portRanges).toEqual([
      {
        protocol: 'tcp',
        excluded: [
          { lo: 5357, hi: 5357, administered: false },
          { lo: 50000, hi: 50063, administered: false },
          { lo: 50064, hi: 50127, administered: true },
        ],
      },
      { protocol: 'udp', excluded: [{ lo: 65330, hi: 65330, administered: true }] },
    ]);
    expect(count(r.value!)).toEqual({ portRanges: 4 });
  });

  it('reads the dynamic range', () => {
    expect(parse(DYNAMIC, 'dynamicportrange.txt').value!.portRanges).toEqual([{ protocol: 'tcp', dynamic: { start: 33000, count: 32536 }, excluded: [] }]);
  });

  it('skips what it cannot read with a warning naming the line; a range outside 1-65535 is left out', () => {
    const r = parse(`${DYNAMIC}garbage here\nProtocol udp Port Exclusion Ranges\n  70000  70010\n`, 'x.txt');
    expect(r.warnings).toEqual([
      { line: 6, message: 'not a line of netsh\'s port ranges, skipped: `garbage here`', msg: { id: 'netsh.stray', args: { t: '`garbage here`' } } },
      { line: 8, message: 'an excluded range outside 1-65535, or upside down, is left out: `70000  70010`', msg: { id: 'netsh.excludedOutside', args: { t: '`70000  70010`' } } },
    ]);
    expect(r.value!.portRanges!.find((x) => x.protocol === 'udp')!.excluded).toEqual([]);
  });

  it('a text with no netsh block is an error that says what was expected', () => {
    expect(parse('hello', 'x.txt').errors[0]!.message).toMatch(/no "Protocol tcp\|udp Dynamic Port Range"/);
  });
});
