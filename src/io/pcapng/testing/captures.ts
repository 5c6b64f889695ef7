// The captures Wireshark is asked to read (issue 29): every probe of every built-in scenario, and
// packets the built-ins do not send, made from them (an RST, an ICMP port unreachable, SCTP INIT
// and INIT-ACK, UDP, ICMP echo between pods, odd sizes). Shared by the CI test (tshark.test.ts)
// and scripts/check-pcapng.ts.
import { runProbe, simulate } from '../../../cluster/simulation';
import type { Trace } from '../../../core/trace/trace';
import { loadScenarioText } from '../../scenario/load';

type Scenario = NonNullable<ReturnType<typeof loadScenarioText>['value']>;
type Probe = Scenario['probes'][number];

export const VARIANTS: { scenario: string; name: string; edit?: (s: Scenario) => void; probe: Omit<Probe, 'name'> }[] = [
  { scenario: 'talk-l2bridge', name: 'x-rst', edit: (s) => void (s.cluster.closedPort = 'reset'), probe: { from: 'pod/client', to: 'pod/web-2:8080', protocol: 'tcp', srcPort: 41000, size: 64, df: false } },
  { scenario: 'talk-l2bridge', name: 'x-udp-unreachable', edit: (s) => void (s.cluster.closedPort = 'reset'), probe: { from: 'pod/client', to: 'pod/web-2:8080', protocol: 'udp', srcPort: 41001, size: 64, df: false } },
  { scenario: 'talk-l2bridge', name: 'x-udp-unreachable-service', edit: (s) => void (s.cluster.closedPort = 'reset'), probe: { from: 'pod/client', to: 'service/web:80', protocol: 'udp', srcPort: 41002, size: 64, df: false } },
  { scenario: 'talk-l2bridge', name: 'x-icmp-pod', probe: { from: 'pod/client', to: 'pod/web-2', protocol: 'icmp', srcPort: 7, size: 84, df: false } },
  { scenario: 'overlay-vxlan', name: 'x-tcp-odd-size', probe: { from: 'pod/client', to: 'pod/api-2:8080', protocol: 'tcp', srcPort: 41003, size: 67, df: false } },
  { scenario: 'overlay-vxlan', name: 'x-udp', probe: { from: 'pod/client', to: 'pod/api-2:8080', protocol: 'udp', srcPort: 41004, size: 200, df: false } },
  { scenario: 'gke-hybrid', name: 'x-sctp-linux', edit: (s) => s.pods.find((p) => p.name === 'redis')!.listen!.push('sctp/6379'), probe: { from: 'pod/linux-client', to: 'pod/redis:6379', protocol: 'sctp', srcPort: 41005, size: 64, df: false } },
  { scenario: 'gke-hybrid', name: 'x-sctp-linux-odd-size', edit: (s) => s.pods.find((p) => p.name === 'redis')!.listen!.push('sctp/6379'), probe: { from: 'pod/linux-client', to: 'pod/redis:6379', protocol: 'sctp', srcPort: 41006, size: 99, df: false } },
  { scenario: 'gke-hybrid', name: 'x-sctp-windows', probe: { from: 'pod/win-client', to: 'pod/redis:6379', protocol: 'sctp', srcPort: 41007, size: 64, df: false } },
];

export interface CaptureRun {
  /** `talk-l2bridge--pod-to-service`: the scenario file's name and the probe's. */
  name: string;
  variant: boolean;
  trace: Trace;
}

/** Every probe of the scenarios given (the built-ins' YAML files, read by the caller: this layer does
 * no I/O) and the variants made from them, walked. */
export function captureRuns(scenarios: { file: string; text: string }[]): CaptureRun[] {
  const out: CaptureRun[] = [];
  for (const { file: f, text } of [...scenarios].sort((a, b) => a.file.localeCompare(b.file))) {
    const loaded = loadScenarioText(text);
    if (!loaded.value) throw new Error(`${f}: ${loaded.errors.map((e) => e.message).join('; ')}`);
    const base = f.replace(/\.yaml$/, '');
    const walk = (scenario: Scenario, probe: Probe, variant: boolean, sim = simulate(scenario)) => {
      const r = runProbe(sim, probe);
      if (!r.ok) throw new Error(`${f} ${probe.name}: ${r.message}`);
      out.push({ name: `${base}--${probe.name}`, variant, trace: r.value.trace });
    };
    const sim = simulate(loaded.value);
    for (const probe of loaded.value.probes) walk(loaded.value, probe, false, sim);
    for (const v of VARIANTS.filter((x) => x.scenario === base)) {
      const scenario = JSON.parse(JSON.stringify(loaded.value)) as Scenario; // plain data: a deep copy to edit
      v.edit?.(scenario);
      const probe = { name: v.name, ...v.probe } as Probe;
      scenario.probes.push(probe);
      walk(scenario, probe, true);
    }
  }
  return out;
}
