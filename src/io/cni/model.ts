// A CNI network config (.conf) or config list (.conflist) for Windows, normalised: whichever plugin
// wrote it (win-bridge, win-overlay, sdnbridge, sdnoverlay, their legacy names l2bridge/overlay,
// flannel delegating to one of them, calico) and whichever HNS API generation its policies use.
import type { EndpointPolicy } from '../../hns/model';

/** The HNS network type the plugin attaches to; `unknown` when the config does not say. */
export type CniMode = 'L2Bridge' | 'Overlay' | 'unknown';

/** A network policy from `AdditionalArgs` (`Name: "NetworkPolicy"`), kept as written. */
export interface CniNetworkPolicy {
  type: string;
  settings: unknown;
}

export interface CniDns {
  nameservers: string[];
  search: string[];
  domain?: string;
  options: string[];
}

export interface CniIpamRoute {
  dst?: string;
  gw?: string;
}

export interface CniIpam {
  type?: string;
  /** The node's pod subnet, or calico's placeholder `usePodCidr`. */
  subnet?: string;
  routes: CniIpamRoute[];
}

export interface CniConfig {
  name: string;
  cniVersion?: string;
  /** `conf`: one plugin; `conflist`: a `plugins` list (the Windows network plugin is the one read). */
  kind: 'conf' | 'conflist';
  /** The plugin the runtime calls: `flannel` for the flannel meta-plugin. */
  pluginType: string;
  /** The plugin that creates the endpoint: flannel's `delegate.type`, else `pluginType`. */
  delegateType: string;
  /** Which HNS API the policies are written for: 1 (flat `ExceptionList`) or 2 (`Settings`). */
  apiVersion: 1 | 2;
  mode: CniMode;
  endpointPolicies: EndpointPolicy[];
  networkPolicies: CniNetworkPolicy[];
  /** win-bridge: a CIDR (usually the cluster CIDR) merged into the OutBoundNAT exceptions. For
   * flannel, ipMasq, ipMasqNetwork and ipam are filled in at ADD time from subnet.env, so the file
   * usually lacks them. */
  ipMasqNetwork?: string;
  ipMasq?: boolean;
  /** OutBoundNAT with `Destinations: [pod IP]` (hairpin to itself through a Service VIP). */
  loopbackDSR: boolean;
  /** sdnbridge: the endpoint's gateway is forced to x.2 (flannel host-gw). */
  forceBridgeGateway: boolean;
  dns?: CniDns;
  ipam?: CniIpam;
  capabilities: Record<string, boolean>;
  /** Other plugins of a conflist (e.g. `portmap`), by type. */
  chainedPlugins: string[];

  // --- derived, for the UI and for scenario building ---
  /** Prefixes not SNATed: every OutBoundNAT policy's exceptions, plus `ipMasqNetwork` for win-bridge
   * (the plugin merges it at ADD time), without duplicates, in file order. */
  outboundNatExceptions: string[];
  /** Destination prefixes of SDNRoute/ROUTE policies with `NeedEncap: true`. */
  needEncapPrefixes: string[];
  /** The ProviderAddress/PA policy's address (overlay: the node's underlay IP). */
  providerAddress?: string;
}
