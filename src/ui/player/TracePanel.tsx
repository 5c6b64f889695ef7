// The left panel in Trace mode (ui-guide): the probe composer, the saved probes, the event list.
import { EventList } from './EventList';
import { ProbeComposer } from './ProbeComposer';
import { ProbePanel } from './ProbePanel';

export function TracePanel() {
  return (
    <div className="space-y-4 p-3">
      <ProbeComposer />
      <ProbePanel />
      <EventList />
    </div>
  );
}
