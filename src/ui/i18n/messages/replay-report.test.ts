// The replay's report as message values (issue 30): every id says something in both languages with
// no hole left, and what the replay writes over the real corpus and the crafted inputs is a list of
// values whose English is the report's text, item for item, and whose Vietnamese keeps the values.
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { importFiles, type ImportInput } from '../../../io/import';
import { buildReplay, emptyReport } from '../../../io/replay';
import { clusterCidrFor } from '../../../io/replay/ranges';
import { REPLAY_REPORT_EN, reportText } from '../../../io/replay/messages-report';
import { anyDamage, applyDamage } from '../../../io/testing/damage';
import { CRAFTED_FILES, CRAFTED_SETS } from '../narration/messages-io.crafted';
import { loadNarrationVi } from '../narration';
import { expectSaid } from './dumps.testing';
import { REPLAY_REPORT_VI } from './replay-report.vi';
import { sayReplayReport } from './replay-say';

const SAMPLE = { ids: 'e1, e2, e3', pod: 'default/web-1', phase: 'Pending', service: 'default/web', ip: '10.244.1.5', cidr: '10.244.1.0/24', pa: '10.0.0.5', ips: '10.244.3.5, 10.244.3.6', id: 'ab12cd34', name: 'Calico', type: 'ICS', net: 'Calico', nets: 'External, nat', file: 'net.json', adapter: 'Ethernet 2', hns: '10.0.0.4', inside: '00-15-5D-00-00-05', dumped: '00-15-5D-00-00-99', mac: '00-15-5D-00-00-05', unused: '192.0.2.10', stated: '10.244.0.0/24', cidrs: '10.244.1.0/24, 10.245.0.0/24', node: 'win-1', subnet: '10.244.1.0/25', ep: '10.244.1.5/24', label: 'vfp-lab/listeners-unknown' };

const REAL = Object.entries(import.meta.glob<string>(['/fixtures/real/*', '!/fixtures/real/*.md', '/e2e/fixtures/*', '!/e2e/fixtures/*.md'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({ name: path.slice(path.lastIndexOf('/') + 1), bytes: strToU8(text) }));
const input = (name: string, t: string | Uint8Array): ImportInput => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t });

/** The inputs a replay is built from: each real file, all together, damaged copies, the crafted files and sets. */
function sets(): ImportInput[][] {
  const damaged = fc
    .sample(fc.tuple(fc.constantFrom(...REAL), fc.array(anyDamage, { minLength: 1, maxLength: 3 })), { numRuns: 150, seed: 13 })
    .map(([f, ds]) => [input(f.name, ds.reduce(applyDamage, new TextDecoder().decode(f.bytes)))]);
  return [...REAL.map((f) => [f]), REAL, ...damaged, ...Object.entries(CRAFTED_FILES).map(([n, t]) => [input(n, t)]), ...Object.values(CRAFTED_SETS).map((s) => s.map(([n, t]) => input(n, t)))];
}

describe("the replay report's catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(REPLAY_REPORT_VI).sort()).toEqual(Object.keys(REPLAY_REPORT_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English (each side of each choice)', () => {
    for (const id of Object.keys(REPLAY_REPORT_EN))
      for (const over of [{ n: 1, none: 0, terminating: 1, notServing: 0, nat: 1, route: 0 }, { n: 5, none: 1, terminating: 1, notServing: 1, nat: 1, route: 1, name: '', mac: '', unused: '', subnet: '' }, { n: 2, terminating: 0, notServing: 1, nat: 0, route: 1 }]) {
        const m: Msg = { id, args: { ...SAMPLE, ...over } };
        expectSaid(id, render([REPLAY_REPORT_EN], m), render([REPLAY_REPORT_VI], m));
      }
  });

  it('the replay of the corpus and the crafted inputs writes values: their English is the report, item for item', () => {
    const ids = new Set<string>();
    let lines = 0;
    // A stated cluster CIDR too narrow for the pods (a scenario file beside dumps of another cluster).
    const narrow = emptyReport();
    clusterCidrFor('10.244.0.0/24', ['10.244.1.0/24', '10.245.0.0/24'], narrow);
    const reports = [narrow];
    for (const set of sets()) {
      const imported = importFiles(set);
      if (imported.files.some((f) => f.format !== null)) reports.push(buildReplay(imported).report);
    }
    for (const report of reports) {
      expect(report.missingMsgs.map(reportText)).toEqual(report.missing);
      expect(report.assumedMsgs.map(reportText)).toEqual(report.assumed);
      for (const m of [...report.missingMsgs, ...report.assumedMsgs]) {
        ids.add(m.id);
        lines++;
        const vi = render([REPLAY_REPORT_VI], m);
        expectSaid(m.id, reportText(m), vi);
      }
    }
    expect(lines).toBeGreaterThan(200);
    // Every sentence is reached.
    expect(Object.keys(REPLAY_REPORT_EN).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('the report list says a value in Vietnamese once the catalogue is here, else its English', async () => {
    const m = { id: 'replay.report.noOsLabel', args: { node: 'win-1' } } as const;
    const en = reportText(m);
    expect(sayReplayReport('en', en, m)).toBe(en);
    await loadNarrationVi();
    expect(sayReplayReport('vi', en, m)).toBe('node win-1 không có label kubernetes.io/os: coi là Windows');
    expect(sayReplayReport('vi', 'an older line', undefined)).toBe('an older line');
  });
});
