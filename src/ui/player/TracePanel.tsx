import { EventList } from './EventList';
import { ProbePanel } from './ProbePanel';

export function TracePanel() {
  return (
    <div className="space-y-4 p-3">
      <ProbePanel />
      <EventList />
    </div>
  );
}
