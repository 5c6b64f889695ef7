// The big scenario of the canvas benchmark: 20 nodes × 30 pods (two of the nodes Linux), ten
// Services over them and two outside hosts: a cluster a workshop would not draw by hand, to see
// that the canvas stays smooth. Run alone, it writes the scenario as YAML:
//   npx tsx bench/big-scenario.ts [FILE]
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { scenarioSchema, type Scenario, type ScenarioInput } from '../src/cluster/scenario/schema';
import { resolveScenario } from '../src/cluster/scenario/resolve';
import { scenarioToYaml } from '../src/io/scenario/load';

export function bigScenario(nodes = 20, podsPerNode = 30, services = 10): Scenario {
  const input: ScenarioInput = {
    apiVersion: 'vfp-lab/v1',
    kind: 'Scenario',
    metadata: { name: `canvas-${nodes}x${podsPerNode}`, title: `${nodes} nodes × ${podsPerNode} pods` },
    nodes: Array.from({ length: nodes }, (_, n) => ({ name: `node-${n + 1}`, os: n % 10 === 9 ? ('linux' as const) : ('windows' as const) })),
    pods: Array.from({ length: nodes * podsPerNode }, (_, i) => ({
      name: `pod-${i + 1}`,
      node: `node-${Math.floor(i / podsPerNode) + 1}`,
      labels: { app: `app-${i % services}` },
      listen: i % 3 === 0 ? [] : ['tcp/80'],
    })),
    services: Array.from({ length: services }, (_, k) => ({ name: `svc-${k + 1}`, selector: { app: `app-${k}` }, ports: [{ name: 'http', port: 80, targetPort: 80 }] })),
    externals: [
      { name: 'example-site', ip: '93.184.216.34', listen: ['tcp/443'] },
      { name: 'nfs', ip: '10.127.130.200', listen: ['tcp/2049'] },
    ],
    probes: [{ name: 'to-service', from: 'pod/pod-1', to: 'service/svc-2:80' }],
  };
  const s = scenarioSchema.parse(input);
  const errors = resolveScenario(s).issues.filter((i) => i.severity === 'error');
  if (errors.length) throw new Error(`the generated scenario is invalid: ${errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
  return s;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2] ?? 'canvas-20x30.yaml';
  writeFileSync(file, scenarioToYaml(bigScenario()));
  console.log(`written ${file}`);
}
