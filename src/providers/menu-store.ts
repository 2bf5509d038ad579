import { useSyncExternalStore } from 'react';
import type { MenuItem } from '@/types/jeecg';

/** The server menu of the signed-in operator, held in memory for the session (loaded by the route guard). */
let menu: MenuItem[] | null = null;
const listeners = new Set<() => void>();

export const menuStore = {
  get: () => menu,
  set(m: MenuItem[]) {
    menu = m;
    listeners.forEach((l) => l());
  },
  reset() {
    menu = null;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** The operator's menu tree, or null before it is loaded. */
export function useMenu(): MenuItem[] | null {
  return useSyncExternalStore(menuStore.subscribe, menuStore.get, menuStore.get);
}
