// The stores, handed down by context; components read them with the hooks below (selectors keep
// re-renders to what changed).
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { App } from '../state/app';

export const AppContext = createContext<App | null>(null);

export function useApp(): App {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside <AppContext.Provider>');
  return app;
}

type StoreOf<K extends keyof App> = App[K] extends { getState(): infer S } ? S : never;

export function useScenario<T>(select: (s: StoreOf<'scenario'>) => T): T {
  return useStore(useApp().scenario, select);
}
export function usePlayer<T>(select: (s: StoreOf<'player'>) => T): T {
  return useStore(useApp().player, select);
}
export function usePlayhead<T>(select: (s: StoreOf<'playhead'>) => T): T {
  return useStore(useApp().playhead, select);
}
export function useUi<T>(select: (s: StoreOf<'ui'>) => T): T {
  return useStore(useApp().ui, select);
}
export function useCapture<T>(select: (s: StoreOf<'capture'>) => T): T {
  return useStore(useApp().capture, select);
}
