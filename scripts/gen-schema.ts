// npm run schema: writes public/scenario.schema.json and public/lesson.schema.json from the zod schemas.
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchema } from '../src/cluster/scenario/json-schema';
import { lessonJsonSchema } from '../src/lessons/format/json-schema';

for (const [file, schema] of [
  ['scenario.schema.json', scenarioJsonSchema()],
  ['lesson.schema.json', lessonJsonSchema()],
] as const) {
  const out = new URL(`../public/${file}`, import.meta.url);
  writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${out.pathname}`);
}
