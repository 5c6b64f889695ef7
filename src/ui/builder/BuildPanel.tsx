// The Build panel (ui-guide: left, in Build): the palette, the properties of the selection, and
// the scenario's contents.
import { useState } from 'react';
import { Compare } from './Compare';
import { Outline } from './Outline';
import { Palette } from './Palette';
import { Properties } from './Properties';
import { SaveAsExercise } from '../lessons/SaveAsExercise';

export function BuildPanel() {
  // Probes have no place on the canvas: the one being edited opens in the list.
  const [openProbe, setOpenProbe] = useState<string>();
  return (
    <div className="space-y-4 p-3" data-testid="build-panel">
      <Palette onProbeAdded={setOpenProbe} />
      <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
        <Properties />
      </div>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
        <Outline openProbe={openProbe} setOpenProbe={setOpenProbe} />
      </div>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
        <Compare />
        <SaveAsExercise />
      </div>
    </div>
  );
}
