// The walks the language tests read: every probe of every built-in scenario and exercise, under
// each of the caller's cluster settings, sent as written and as UDP, ICMP and a 1,500-byte DF packet.
import type { Scenario } from '../../../cluster/scenario/schema';
import { runProbe, simulate } from '../../../cluster/simulation';
import type { Trace } from '../../../core/trace/trace';
import { loadScenarioText } from '../../../io/scenario/load';

const files = import.meta.glob<string>(['../../../lessons/scenarios/*.yaml', '../../../lessons/exercises/*.yaml'], { query: '?raw', import: 'default', eager: true });

export type ClusterChange = (c: Scenario['cluster']) => Scenario['cluster'];

/** The traces of those walks (a probe that cannot be sent under a setting is left out). */
export function* variantTraces(settings: readonly ClusterChange[]): Generator<Trace> {
  for (const text of Object.values(files)) {
    const base = loadScenarioText(text).value!;
    for (const change of settings) {
      const sim = simulate({ ...base, cluster: change(base.cluster) });
      for (const p of base.probes) {
        for (const probe of [p, { ...p, protocol: 'udp' as const }, { ...p, protocol: 'icmp' as const }, { ...p, size: 1500, df: true }]) {
          const r = runProbe(sim, probe);
          if (r.ok) yield r.value.trace;
        }
      }
    }
  }
}
