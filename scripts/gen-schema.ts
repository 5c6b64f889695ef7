// npm run schema: writes public/scenario.schema.json from the zod schema.
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchema } from '../src/cluster/scenario/json-schema';

const out = new URL('../public/scenario.schema.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
console.log(`wrote ${out.pathname}`);
