// Writes fixtures/captures/: for the talk's Service VIP walk (talk-l2bridge, pod-to-service), the
// folder the collect script (src/io/collect) leaves on win-node-1: the node's dumps as `npm run
// export` writes them, the capture as `pktmon etl2txt` and `pktmon list --all` print it. Once as the
// node agreeing with the model, once with the node dropping the SYN where it enters web-1's port
// (the place of its ACL_ENDPOINT_LAYER). `capture-fixtures.test.ts` checks the files are what this
// writes. Run: npx tsx scripts/make-capture-fixtures.ts
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureFixtures } from '../src/io/collect/fixtures';

const root = 'fixtures/captures';
for (const set of captureFixtures(readFileSync('src/lessons/scenarios/talk-l2bridge.yaml', 'utf8'))) {
  const dir = join(root, set.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of set.files) writeFileSync(join(dir, f.name), f.text);
  console.log(`${dir}: ${set.files.length} files`);
}
