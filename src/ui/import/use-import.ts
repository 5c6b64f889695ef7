// The import session of this app, for components. Select stable references (the store's own
// arrays), and derive lists in the component: a selector that builds a new array each call would
// re-render forever.
import { useStore } from 'zustand';
import { importStoreOf, type ImportActions, type ImportState, type ImportStore } from '../../state/import-store';
import { useApp } from '../app-context';

export const useImportStore = (): ImportStore => importStoreOf(useApp());

export function useImport<T>(select: (s: ImportState & ImportActions) => T): T {
  return useStore(useImportStore(), select);
}
