// A Vite plugin: `import s from './x.yaml?scenario'` gives the scenario parsed and validated at build
// time (issue 16), so the first load needs neither the YAML parser nor the full zod schema. A file
// that does not load fails the build with its line and field, as the CLI would say it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { loadScenarioText } from '../src/io/scenario/load';

const QUERY = '?scenario';

export function scenarioModules(): Plugin {
  return {
    name: 'vfp-lab:scenarios',
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const r = loadScenarioText(readFileSync(file, 'utf8'));
      if (!r.value) this.error(`${file}: ${r.errors.map((e) => `${e.line ? `line ${e.line}: ` : ''}${e.field ? `${e.field}: ` : ''}${e.message}`).join('; ')}`);
      // JSON.parse of a string literal is faster to start than the same object literal.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(r.value))});`, map: null };
    },
  };
}
