// The UI's English words, by key. `{name}` marks a value put in at run time. Vietnamese (vi.ts) must
// have every key: the type says so and i18n.test.ts fails on an empty one.
// `en` is what ships with the app: the words of the demo's first frame and of the top bar. The words
// of the panels, Build, Import and the lessons come with their components (words/README.md): `Key` still names
// them all, so a typo in any key is a type error.
import { traceFirstEn } from './areas/trace-first.en';
import type { traceEn } from './areas/trace.en';
import type { buildEn } from './areas/build.en';
import type { importEn } from './areas/import.en';
import type { lessonsEn } from './areas/lessons.en';
import type { matrixEn } from './areas/matrix.en';

export const en = {
  ...traceFirstEn,

  'top.scenario': 'Scenario',
  'top.scenarioPicker': 'Scenarios: built-in and recent',
  'top.builtIn': 'Built-in',
  'top.recent': 'Recent (the documents you left)',
  'top.mode': 'Mode',
  'mode.build': 'Build',
  'mode.trace': 'Trace',
  'mode.import': 'Import',
  'mode.matrix': 'Matrix',
  'top.matrixTitle': 'Every source against every destination: the reachability matrix',
  'top.undo': 'Undo',
  'top.undoWhat': 'Undo {what}',
  'top.undoTitle': 'Undo: {what} (Ctrl+Z)',
  'top.nothingToUndo': 'Nothing to undo',
  'top.redo': 'Redo',
  'top.redoWhat': 'Redo {what}',
  'top.redoTitle': 'Redo: {what} (Shift+Ctrl+Z)',
  'top.nothingToRedo': 'Nothing to redo',
  'top.lightTheme': 'Light theme',
  'top.darkTheme': 'Dark theme',
  'top.concepts': 'Concepts',
  'top.conceptsTitle': 'Linux → Windows, HNS and VFP, how to debug a node',
  'top.shortcuts': 'Keyboard shortcuts',
  'top.shortcutsTitle': 'Keyboard shortcuts (?)',
  'top.lessons': 'Lessons',
  'top.lessonsTitle': 'Guided lessons and exercises for workshops',
  'top.language': 'Language',

  'first.line': 'VFP Lab plays a packet through a Windows node on Kubernetes: HNS, the vSwitch and every VFP rule it crosses.',
  'first.demo': 'Watch the talk’s demo',
  'first.lesson1': 'Start lesson 1',
  'first.import': 'Import your node',
  'first.dismiss': 'Dismiss',
} as const;

export type Key = keyof typeof en | keyof typeof traceEn | keyof typeof buildEn | keyof typeof importEn | keyof typeof lessonsEn | keyof typeof matrixEn;
