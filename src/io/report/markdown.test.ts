// The HNS and VFP fixes are written as a node's imported objects, which need their reader (the page
// has it from the validation chunk before it looks for fixes).
import '../../cluster/scenario/node-overrides';
import '../../lessons/testing/builtins-loaded';
import { readFileSync, writeFileSync } from 'node:fs';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { reportCommands } from '../../lessons/step-commands';
import { evidenceReport, redactReport } from './evidence';
import { injected } from './testing/markup';

const scenarioOf = (id: string) => structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
function report(id: string, probe: string): string {
  const s = scenarioOf(id);
  const r = evidenceReport(s, simulate(s), s.probes.find((p) => p.name === probe)!, reportCommands);
  if (!r.ok) throw new Error(r.message);
  return r.markdown;
}

const golden = new URL('./golden/network-policy.batch-to-api-denied.md', import.meta.url);

describe('the Markdown evidence report', () => {
  const md = report('network-policy', 'batch-to-api-denied');

  it('matches its golden file (UPDATE_GOLDEN=1 rewrites it after a deliberate change)', () => {
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, md);
    expect(md).toBe(readFileSync(golden, 'utf8'));
  });

  it('has no HTML, link or image in any built-in probe\'s report (an assumption\'s `DECAP_<node IP>` was read as an HTML tag)', () => {
    const found: string[] = [];
    for (const b of BUILTINS) {
      const s = structuredClone(b.scenario);
      const sim = simulate(s);
      for (const p of s.probes) {
        const r = evidenceReport(s, sim, p, reportCommands);
        if (r.ok) found.push(...injected(r.markdown).map((x) => `${b.id}/${p.name}: ${x}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('is GitHub-flavoured Markdown whose tables render as tables', async () => {
    const html = await marked.parse(md, { gfm: true });
    // verdict, steps, commands: three tables, each with its header row and a row per line.
    expect(html.match(/<table>/g)).toHaveLength(3);
    const steps = html.split('<table>')[2]!;
    expect(steps).toContain('<th>what happened</th>');
    const rows = steps.split('</table>')[0]!.match(/<tr>/g)!.length;
    expect(rows).toBe(1 + md.split('## The steps')[1]!.split('## ')[0]!.split('\n').filter((l) => /^\| \d+ \|/.test(l)).length);
    // A pipe inside a cell stays in its cell: every row has as many cells as the header.
    for (const table of html.split('<table>').slice(1)) {
      const cols = (table.match(/<th[ >]/g) ?? []).length / 1;
      for (const tr of table.split('</table>')[0]!.split('<tr>').slice(2)) expect((tr.match(/<td[ >]/g) ?? []).length).toBe(cols);
    }
    expect(html).toContain('<code class="language-diff">');
  });

  it('names the verdict\'s port, layer, group, rule and the object that made it; lists assumptions and what would make it pass', () => {
    expect(md).toMatch(/\| layer \| `ACL_ENDPOINT_LAYER` \|/);
    expect(md).toMatch(/\| rule \| `\(layer default\)` in `ACL_ENDPOINT_LAYER` \|/);
    expect(md).toContain('## Assumptions');
    expect(md).toMatch(/1\. \*\*kubernetes\*\*: NetworkPolicy default\/api-allow-frontend: add an ingress rule from pods labelled app=batch/);
    const dsr = report('dsr', 'backend-to-own-service');
    expect(dsr).toMatch(/\| group \| `LB_DSR_IPv4_OUT` \|/);
    expect(dsr).toMatch(/\| made by \| Service default\/web → HNS LoadBalancer `[0-9a-f-]+` → kube-proxy/);
  });

  it('redacted: no pod IP, node or pod name of the scenario is left', () => {
    const s = scenarioOf('network-policy');
    const red = redactReport(md, s);
    expect(md).toContain('pod/default/batch');
    for (const n of [...s.nodes.map((x) => x.name), 'pod/default/batch', '10.244.1.21', '10.244.2.30']) expect(red).not.toContain(n);
    expect(red.split('\n').length).toBe(md.split('\n').length);
  });
});
