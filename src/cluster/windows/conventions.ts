// Addresses and names the Windows CNI plugins and start scripts use.
import { guidFrom, fnv1aString } from '../../core/net/hash';
import { formatIpv4, nthAddress, type Ipv4, type Prefix } from '../../core/net/ip';
import { macFromIpv4, type Mac } from '../../core/net/mac';

/** Hyper-V's MAC prefix, with three bytes derived from a seed (deterministic, unique enough). */
export function hyperVMac(seed: string): Mac {
  const h = fnv1aString(seed);
  const b = [(h >>> 16) & 255, (h >>> 8) & 255, h & 255].map((x) => x.toString(16).padStart(2, '0').toUpperCase());
  return ['00', '15', '5D', ...b].join('-');
}

/** win-overlay endpoint MACs: 0E-2A + the IPv4 octets. */
export const overlayMac = (ip: Ipv4): Mac => macFromIpv4('0E-2A', ip);
/** kube-proxy's conjured MAC for remote endpoints: 02-11 + the IPv4 octets. */
export const remoteEndpointMac = (ip: Ipv4): Mac => macFromIpv4('02-11', ip);

/** win-bridge / flannel host-gw: pods' gateway is the pod CIDR's .2 (the host's cbr0 endpoint). */
export const bridgeGateway = (podCidr: Prefix): Ipv4 => nthAddress(podCidr, 2);
/** Overlay: the network's gateway (distributed router) is the pod CIDR's .1. */
export const overlayGateway = (podCidr: Prefix): Ipv4 => nthAddress(podCidr, 1);

/** A 64-hex container id, like the pause container's, for endpoint names. */
export function sandboxId(seed: string): string {
  return Array.from({ length: 8 }, (_, i) => fnv1aString(`${i}:${seed}`).toString(16).padStart(8, '0')).join('');
}

export const endpointId = (node: string, what: string) => guidFrom(`endpoint:${node}:${what}`);
export const networkId = (node: string, name: string) => guidFrom(`network:${node}:${name}`).toUpperCase();
export const lbId = (node: string, what: string) => guidFrom(`lb:${node}:${what}`);

export const ipText = formatIpv4;
