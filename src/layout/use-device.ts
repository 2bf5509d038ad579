import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY, TABLET_QUERY, type Device } from './settings/settings-model';

function query(q: string): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(q).matches;
}

function currentDevice(): Device {
  if (query(MOBILE_QUERY)) return 'mobile';
  if (query(TABLET_QUERY)) return 'tablet';
  return 'desktop';
}

function subscribe(cb: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = [window.matchMedia(MOBILE_QUERY), window.matchMedia(TABLET_QUERY)];
  lists.forEach((l) => l.addEventListener?.('change', cb));
  window.addEventListener('resize', cb);
  return () => {
    lists.forEach((l) => l.removeEventListener?.('change', cb));
    window.removeEventListener('resize', cb);
  };
}

/** The device class from the breakpoints 767.99 px (phone) and 1087.99 px (tablet). */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop');
}
