// Build mode: "Save as exercise" turns the probes that have an expect into goals (an exercise
// block) and downloads the scenario. The instructor then breaks the node and shares the file or
// the link; students see the goals without their expectations.
import { useState } from 'react';
import { stringify } from 'yaml';
import { asExercise } from '../../state/exercise-authoring';
import { useApp } from '../app-context';
import { button } from '../common/controls';
import { downloadBytes } from '../common/download';
import { useT, useWorkshop } from './workshop';
import '../i18n/words/build-en';
import '../i18n/words/lessons-en';

export function SaveAsExercise() {
  const app = useApp();
  const t = useT();
  const { lessons } = useWorkshop();
  const [said, setSaid] = useState<string>();
  const save = () => {
    const next = asExercise(app.scenario.getState().scenario);
    if (!next) return setSaid(t('ex.noGoals'));
    app.scenario.getState().edit(next, t('build.do.saveAsExercise'));
    // Its author keeps seeing (and editing) the goals' expectations: students will not.
    lessons.getState().setInstructor(true);
    const file = `${next.metadata.name}.yaml`;
    downloadBytes(new TextEncoder().encode(stringify(next, { lineWidth: 0 })), file, 'application/yaml');
    setSaid(t('ex.saved', { file }));
  };
  return (
    <div className="space-y-1">
      <button type="button" className={button} title={t('ex.saveAsTitle')} onClick={save} data-testid="save-as-exercise">
        {t('ex.saveAs')}
      </button>
      {said && (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {said}
        </p>
      )}
    </div>
  );
}
