// Every built-in scenario loads, every probe behaves as its `expect` says, and every trace matches
// its golden file (readable text, reviewed like code). UPDATE_GOLDEN=1 rewrites the golden files.
import './testing/builtins-loaded';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkExpect, runProbe, simulate } from '../cluster/simulation';
import { loadScenarioText } from '../io/scenario/load';
import { traceText } from '../io/trace/text';
import { BUILTINS } from '.';

const golden = (id: string, probe: string) => new URL(`./golden/${id}/${probe}.txt`, import.meta.url);
const update = process.env.UPDATE_GOLDEN === '1';

describe.each(BUILTINS)('built-in scenario $id', (b) => {
  // The YAML file as a user's file would load, against what the build compiled into the app.
  const loaded = loadScenarioText(readFileSync(new URL(`./scenarios/${b.id}.yaml`, import.meta.url), 'utf8'));

  it('is compiled at build time to the scenario its YAML file loads as', () => {
    expect(b.scenario).toEqual(loaded.value);
  });

  it('loads without errors or warnings, and its id is its metadata.name', () => {
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.value?.metadata.name).toBe(b.id);
    expect(loaded.value?.probes.map((p) => p.name)).toContain(b.featuredProbe);
  });

  const scenario = loaded.value!;
  const sim = simulate(scenario);
  it.each(scenario.probes.map((p) => [p.name, p] as const))('probe %s behaves as expected and matches its golden trace', (name, probe) => {
    const r = runProbe(sim, probe);
    if (!r.ok) throw new Error(r.message);
    expect(checkExpect(probe, r.value.trace)).toEqual([]);
    const text = traceText(name, r.value.trace);
    const file = golden(b.id, name);
    if (update) {
      mkdirSync(new URL('.', file), { recursive: true });
      writeFileSync(file, text);
    }
    if (!existsSync(file)) throw new Error(`no golden trace ${file.pathname}: run UPDATE_GOLDEN=1 npx vitest run src/lessons and review it`);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});

it('the demo probe plays on talk-l2bridge', () => {
  expect(BUILTINS.find((b) => b.id === 'talk-l2bridge')?.featuredProbe).toBe('pod-to-service');
});
