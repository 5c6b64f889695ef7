// The import session of this app, for components. Select stable references (the store's own
// arrays), and derive lists in the component: a selector that builds a new array each call would
// re-render forever.
import { useStore } from 'zustand';
import { importStoreOf, type ImportActions, type ImportState, type ImportStore } from '../../state/import-store';
import { useApp } from '../app-context';
import { workerImporter } from './worker-importer';

const withWorker = new WeakSet<ImportStore>();

/** The session of this app, reading its files in a Web Worker (given once per session). */
export const useImportStore = (): ImportStore => {
  const store = importStoreOf(useApp());
  if (!withWorker.has(store) && typeof Worker !== 'undefined') {
    withWorker.add(store);
    store.getState().setImporter(workerImporter());
  }
  return store;
};

export function useImport<T>(select: (s: ImportState & ImportActions) => T): T {
  return useStore(useImportStore(), select);
}
