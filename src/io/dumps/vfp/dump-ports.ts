// Ports and layers of a vfpctrl dump as both readers (text and JSON) meet them: a port by its GUID in
// any case, made on first mention; a layer of a port by name, added on first mention.
import type { Layer, Port } from '../../../core/vfp/model';
import type { DumpModel } from '../model';
import { newLayer } from './layers';

export function dumpPort(model: DumpModel, id: string): Port {
  const wanted = id.toLowerCase();
  let port = model.vfp.ports.find((p) => p.id.toLowerCase() === wanted);
  if (!port) {
    port = { id, friendlyName: '', kind: 'endpoint', blocked: false, layers: [], provenance: { by: 'vfpctrl dump' } };
    model.vfp.ports.push(port);
  }
  return port;
}

/** The port's layer of that name; a new one (with `priority`, else the assumed one) when it has none. */
export function portLayer(port: Port, name: string, priority?: number): Layer {
  let layer = port.layers.find((l) => l.name === name);
  if (!layer) {
    layer = newLayer(name, priority);
    port.layers.push(layer);
  }
  return layer;
}
