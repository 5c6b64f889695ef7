// Which port of a node a vSwitch port is, from the friendly name vfpctrl prints (VFP notes §4.1):
// `ExternalPort` is the uplink, `Container NIC <hex>` the host vNIC, an HNS endpoint GUID a pod port.
import type { PortKind } from '../../../core/vfp/model';
import { isGuid } from '../text';

export function portKindOf(friendlyName: string): PortKind | undefined {
  const name = friendlyName.trim();
  if (/^ExternalPort$/i.test(name)) return 'external';
  if (/^Container NIC [0-9a-f]+$/i.test(name)) return 'host';
  if (isGuid(name)) return 'endpoint';
  return undefined;
}
