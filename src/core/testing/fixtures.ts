// Canonical tiny worlds for core tests, as WorldSpecs (plain data: patch them, then buildWorld()).
//
//   node subnet 10.0.0.0/24, gateway 10.0.0.1, L2 underlay (MTU 1500)
//   n1 10.0.0.11  pod CIDR 10.1.1.0/24  cbr0 10.1.1.2
//        client 10.1.1.10 (nothing listens)
//        web    10.1.1.20 listens tcp/80, udp/53
//   n2 10.0.0.12  pod CIDR 10.1.2.0/24  cbr0 10.1.2.2
//        web2   10.1.2.20 listens tcp/80
//   external/site       10.0.0.50 on the underlay, listens tcp/443
//   external/internet   93.184.216.34 on the internet, listens tcp/443
import type { Layer } from '../vfp/model';
import type { PodSpec, WindowsSpec, WorldSpec } from './builders';

export const N1 = { name: 'n1', ip: '10.0.0.11', podCidr: '10.1.1.0/24', cbr0: '10.1.1.2' } as const;
export const N2 = { name: 'n2', ip: '10.0.0.12', podCidr: '10.1.2.0/24', cbr0: '10.1.2.2' } as const;
export const CLIENT = { name: 'client', ip: '10.1.1.10' } as const;
export const WEB = { name: 'web', ip: '10.1.1.20' } as const;
export const WEB2 = { name: 'web2', ip: '10.1.2.20' } as const;
export const SITE = { name: 'site', ip: '10.0.0.50' } as const;
export const INTERNET = { name: 'internet', ip: '93.184.216.34' } as const;
export const VIP = '10.96.0.10';

export function twoNodes(): WorldSpec {
  return {
    underlay: { kind: 'l2', subnet: '10.0.0.0/24', gateway: '10.0.0.1', mtu: 1500 },
    windows: [
      {
        name: N1.name,
        ip: N1.ip,
        podCidr: N1.podCidr,
        pods: [
          { name: CLIENT.name, ip: CLIENT.ip },
          { name: WEB.name, ip: WEB.ip, listen: ['tcp/80', 'udp/53'] },
        ],
      },
      { name: N2.name, ip: N2.ip, podCidr: N2.podCidr, pods: [{ name: WEB2.name, ip: WEB2.ip, listen: ['tcp/80'] }] },
    ],
    externals: [
      { name: SITE.name, ip: SITE.ip, location: 'underlay', listen: ['tcp/443'] },
      { name: INTERNET.name, ip: INTERNET.ip, location: 'internet', listen: ['tcp/443'] },
    ],
  };
}

/** The same two nodes on win-overlay: no cbr0, pods' gateway is the distributed router `.1`. */
export function twoOverlayNodes(): WorldSpec {
  const s = twoNodes();
  return { ...s, windows: s.windows.map((w) => ({ ...w, network: 'Overlay' as const })) };
}

/** A copy of `spec` with host `host` patched. */
export function patchHost(spec: WorldSpec, host: string, patch: Partial<WindowsSpec>): WorldSpec {
  if (!spec.windows.some((w) => w.name === host)) throw new Error(`no host ${host}`);
  return { ...spec, windows: spec.windows.map((w) => (w.name === host ? { ...w, ...patch } : w)) };
}

/** A copy of `spec` with pod `pod` (on whichever host) patched. */
export function patchPod(spec: WorldSpec, pod: string, patch: Partial<PodSpec>): WorldSpec {
  let found = false;
  const windows = spec.windows.map((w) => ({
    ...w,
    pods: w.pods?.map((p) => {
      if (p.name !== pod) return p;
      found = true;
      return { ...p, ...patch };
    }),
  }));
  if (!found) throw new Error(`no pod ${pod}`);
  return { ...spec, windows };
}

/** Shorthand: the layers of a pod's port. */
export const withPodLayers = (spec: WorldSpec, pod: string, ...layers: Layer[]): WorldSpec => patchPod(spec, pod, { layers });
