import { useSyncExternalStore } from 'react';
import { KEYS, local } from '@/lib/storage';
import { parseSettings, serializeSettings, updateSettings, type LayoutSettings } from './settings-model';

/**
 * The layout settings as a module store, so the shell and the drawer share them without prop drilling and any
 * component can read them (also outside the provider). Restored from local storage on first read.
 */
let current: LayoutSettings | null = null;
const listeners = new Set<() => void>();

function read(): LayoutSettings {
  if (!current) current = parseSettings(local.get(KEYS.layout));
  return current;
}

export const settingsStore = {
  get: read,
  set(patch: Partial<LayoutSettings>) {
    current = updateSettings(read(), patch);
    local.set(KEYS.layout, serializeSettings(current));
    listeners.forEach((l) => l());
  },
  /** Re-reads storage (start-up restore; tests). */
  reload() {
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function useSettingsState(): LayoutSettings {
  return useSyncExternalStore(settingsStore.subscribe, read, read);
}
