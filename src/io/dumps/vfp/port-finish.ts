// A port read from a rule list, finished: its layers sorted and closed, its kind taken from its
// friendly name, else from the layers it holds (VFP notes §2), and the guess said when there is one.
import type { Port } from '../../../core/vfp/model';
import { addNote, type DumpModel } from '../model';
import type { Report } from '../report';
import { vfpMsg } from '../messages-vfp';
import { finishLayer, portKindFromLayers } from './layers';
import { portKindOf } from './port-kind';

/** `named`: the file named this port (a header or an echoed command); otherwise it is a placeholder. */
export function finishPort(port: Port, named: boolean, model: DumpModel, r: Report): void {
  port.layers.forEach(finishLayer);
  const fromName = port.friendlyName ? portKindOf(port.friendlyName) : undefined;
  const fromLayers = portKindFromLayers(port.layers);
  port.kind = fromName ?? fromLayers ?? 'endpoint';
  if (named) {
    const article = (kind: string) => (kind === 'endpoint' || kind === 'external' ? `an ${kind}` : `a ${kind}`);
    const kind = fromLayers ? `; taken as ${article(port.kind)} port from its layers` : '; its kind is unknown, taken as an endpoint port';
    if (!fromName) addNote(model, `The kind of port ${port.id} is not in the dump${kind}.`);
    return;
  }
  const id = port.id;
  r.warn(fromName ? vfpMsg('vfp.placeholder', { id }) : fromLayers ? vfpMsg('vfp.placeholderKind', { id, kind: port.kind }) : vfpMsg('vfp.placeholderUnknown', { id }), { field: 'port' });
}
