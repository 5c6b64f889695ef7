// The left panel in Trace mode (ui-guide): the probe composer, the saved probes, the event list.
import { EventList } from './EventList';
import { ProbeComposer } from './ProbeComposer';
import { ProbePanel } from './ProbePanel';
import { ExportTrace } from '../lessons/ExportTrace';

export function TracePanel() {
  return (
    <div className="space-y-4 p-3">
      <ProbeComposer />
      <ProbePanel />
      <ExportTrace />
      <EventList />
    </div>
  );
}
