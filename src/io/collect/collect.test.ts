// The collect script against what reads its output: it writes the files of LAYOUT, only with
// documented pktmon flags, and a folder of those files (the fixture made for the talk's VIP walk)
// imports whole, as a zip, and aligns.
import { readdirSync, readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { mergeCaptures } from '../align/merge';
import { alignProbe } from '../align/session';
import { importFiles } from '../import';
import { buildReplay } from '../replay';
import { loadScenarioText } from '../scenario/load';
import { captureFixtures } from './fixtures';
import { LAYOUT } from './layout';
import { collectScript, flowFilters } from './script';

const dir = 'src/lessons/scenarios';
const talkYaml = readFileSync(`${dir}/talk-l2bridge.yaml`, 'utf8');

/** pktmon's documented flags per subcommand (learn.microsoft.com, windows-commands/pktmon-*). */
const DOCUMENTED: Record<string, string[]> = {
  'filter add': ['-m', '--mac', '-v', '--vlan', '-d', '--ethertype', '-t', '--transport', '-i', '--ip', '-p', '--port', '-b', '--heartbeat', '-e', '--encap'],
  'filter remove': [],
  start: ['--capture', '-c', '--comp', '--type', '--pkt-size', '--flags', '--counters-only', '--file-name', '-f', '--file-size', '--log-mode'],
  stop: [],
  counters: ['--type', '--include-hidden', '-i', '--zero', '-z', '--drop-reason', '-r', '--json'],
  etl2txt: ['--out', '-o', '--stats-only', '--timestamp-only', '--metadata', '--tmfpath', '--brief', '--verbose', '--hex', '--no-ethernet', '--vxlan'],
  list: ['--all', '-a', '--include-hidden', '--json'],
};

function written(script: string): string[] {
  const names = [...script.matchAll(/Join-Path \$out '([^'*]+)'/g)].map((m) => m[1]!);
  if (script.includes('"vfp-rules-$safe.txt"')) names.push(LAYOUT.vfpRules('*'));
  return names;
}

const all = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => {
    const s = loadScenarioText(readFileSync(`${dir}/${f}`, 'utf8')).value!;
    const sim = simulate(s);
    return s.probes.map((p) => ({ name: `${f} ${p.name}`, run: runProbe(sim, p), probe: p.name }));
  });

describe('collect script', () => {
  it.each(all)('$name: ASCII PowerShell with only documented pktmon subcommands and flags', ({ run, probe }) => {
    if (!run.ok) return;
    const script = collectScript({ probe, node: 'win-node-1', trace: run.value.trace });
    expect(script).toMatch(/^[\x20-\x7e\r\n]*$/);
    const pktmon = script.split('\r\n').filter((l) => l.startsWith('pktmon '));
    expect(pktmon.length).toBeGreaterThanOrEqual(7);
    for (const line of pktmon) {
      const words = line.replace(/ 2>\$null.*| \|.*/, '').split(' ').slice(1);
      const sub = words[0] === 'filter' ? `filter ${words[1]}` : words[0]!;
      expect(Object.keys(DOCUMENTED), line).toContain(sub);
      for (const w of words.filter((x) => x.startsWith('-'))) expect(DOCUMENTED[sub], `${line}: ${w}`).toContain(w);
    }
    const filters = pktmon.filter((l) => l.startsWith('pktmon filter add'));
    expect(filters.length).toBe(flowFilters(run.value.trace).length);
    expect(filters.length).toBeLessThanOrEqual(32);
  });

  it('writes the files of LAYOUT, and the fixture made from it holds only those', () => {
    const sim = simulate(loadScenarioText(talkYaml).value!);
    const r = runProbe(sim, sim.resolved.scenario.probes.find((p) => p.name === 'pod-to-service')!);
    if (!r.ok) throw new Error(r.message);
    const names = written(collectScript({ probe: 'pod-to-service', node: 'win-node-1', trace: r.value.trace }));
    expect(new Set(names)).toEqual(new Set([LAYOUT.hnsNetworks, LAYOUT.hnsEndpoints, LAYOUT.hnsPolicyLists, LAYOUT.vfpPorts, LAYOUT.vfpRules('*'), LAYOUT.counters, LAYOUT.capture, LAYOUT.list]));
    const rules = new RegExp(`^${LAYOUT.vfpRules('[A-Za-z0-9._-]+').replace(/\./g, '\\.')}$`);
    for (const set of ['talk-vip', 'talk-vip-acl-drop'])
      for (const f of readdirSync(`fixtures/captures/${set}`)) expect(names.includes(f) || rules.test(f) || f === 'hns-namespaces.json', `${set}/${f}`).toBe(true);
  });

  it('the fixtures are what scripts/make-capture-fixtures.ts writes (no drift)', () => {
    for (const set of captureFixtures(talkYaml))
      for (const f of set.files) expect(readFileSync(`fixtures/captures/${set.name}/${f.name}`, 'utf8'), `${set.name}/${f.name}`).toBe(f.text);
  });
});

describe('the folder the script leaves, zipped, imports whole and aligns', () => {
  for (const [set, parts] of [
    ['talk-vip', false],
    ['talk-vip-acl-drop', true],
  ] as const) {
    it(set, () => {
      const folder = `fixtures/captures/${set}`;
      const zip = zipSync(Object.fromEntries(readdirSync(folder).map((f) => [`vfplab-20261201/${f}`, new Uint8Array(readFileSync(`${folder}/${f}`))])));
      const imported = importFiles([{ name: 'vfplab.zip', bytes: zip }]);
      expect(imported.files.filter((f) => f.format === null || f.errors.length)).toEqual([]);
      expect(imported.captures.map((c) => c.format).sort()).toEqual(['pktmon-list', 'pktmon-txt']);
      const replay = buildReplay({ ...imported, captures: [] });
      if ('error' in replay) throw new Error(replay.error);
      const sim = simulate(replay.scenario);
      const capture = mergeCaptures(imported.captures.map((c) => ({ file: c.file, capture: c.model })));
      const r = alignProbe(sim, { name: 'adhoc', from: 'pod/ep-10-244-1-39', to: '10.96.0.50:80', protocol: 'tcp', size: 64, df: false }, capture);
      if ('error' in r) throw new Error(r.error);
      // The request's places before the backend agree in both; the drop set parts at the backend's port.
      expect(r.alignment.pairs.slice(0, 3).map((p) => p.agree)).toEqual([true, true, true]);
      if (parts) expect(r.alignment.partsAt?.place).toContain('ep-10-244-1-36');
    });
  }
});
