// HostComputeNamespace (v2): the pod's compartment and the endpoints attached to it.
import type { HnsNamespace } from '../../../hns/model';
import type { Fields } from './fields';
import { hnsMsg } from '../messages-hns';

export function readNamespace(f: Fields): HnsNamespace | undefined {
  const id = f.str('ID');
  if (!id) {
    f.warn(hnsMsg('hns.namespaceNoId', {}));
    return undefined;
  }
  const endpoints = f
    .list('Resources')
    .filter((r) => /^endpoint$/i.test(r.str('Type') ?? ''))
    .map((r) => r.obj('Data')?.str('ID') ?? r.str('ID'))
    .filter((x): x is string => x !== undefined);
  const compartmentId = f.num('NamespaceId', 'CompartmentId');
  return { id, endpoints, ...(compartmentId !== undefined && { compartmentId }) };
}
