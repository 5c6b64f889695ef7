// What each plugin type means for the simulator: the HNS network type it attaches endpoints to,
// and which HNS API its policies default to.
import type { CniMode } from './model';

/** Plugin type as written, lower-cased, without a Windows `.exe` suffix (old configs name binaries). */
export const normaliseType = (type: string): string => type.trim().toLowerCase().replace(/\.exe$/, '');

/** Plugins that create endpoints on an existing (or, for sdn*, new) HNS network of a fixed type.
 * `l2bridge` / `overlay` are the names microsoft/windows-container-networking used before it
 * renamed them to sdnbridge / sdnoverlay (the microsoft/SDN flannel configs still say `l2bridge`). */
const NETWORK_PLUGINS: Record<string, Exclude<CniMode, 'unknown'>> = {
  'win-bridge': 'L2Bridge',
  sdnbridge: 'L2Bridge',
  l2bridge: 'L2Bridge',
  'win-overlay': 'Overlay',
  sdnoverlay: 'Overlay',
  overlay: 'Overlay',
};

/** Calico for Windows says its backend in `mode`: VXLAN → HNS Overlay, BGP → HNS L2Bridge. */
const CALICO_MODES: Record<string, Exclude<CniMode, 'unknown'>> = { vxlan: 'Overlay', 'windows-bgp': 'L2Bridge' };

export const isNetworkPlugin = (type: string): boolean => normaliseType(type) in NETWORK_PLUGINS;

/** Types worth choosing as "the" plugin of a conflist. */
export const isMainPlugin = (type: string): boolean => {
  const t = normaliseType(type);
  return t in NETWORK_PLUGINS || t === 'flannel' || t === 'calico';
};

export function modeOf(delegateType: string, calicoMode?: string): CniMode {
  const t = normaliseType(delegateType);
  if (t === 'calico') return CALICO_MODES[(calicoMode ?? '').toLowerCase()] ?? 'unknown';
  return NETWORK_PLUGINS[t] ?? 'unknown';
}

/** The sdn* plugins only speak HCN v2; win-bridge/win-overlay default to v1 unless `apiVersion: 2`. */
export const defaultApiVersion = (delegateType: string): 1 | 2 => (/^sdn(bridge|overlay)$/.test(normaliseType(delegateType)) ? 2 : 1);

/** flannel's Windows meta-plugin delegates to win-bridge when the delegate names no type. */
export const FLANNEL_DEFAULT_DELEGATE = 'win-bridge';
