/**
 * localStorage / sessionStorage with an optional expiry, namespaced like JeecgBoot's `pro__` keys.
 * Pure apart from the Storage passed in, so tests can hand in a fake and a clock.
 */
export const STORAGE_PREFIX = 'pro__';
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000; // 604800000

interface Entry<T> {
  value: T;
  expire: number | null;
}

export function createStore(backend: () => Storage | undefined, now: () => number = Date.now) {
  const key = (name: string) => STORAGE_PREFIX + name;
  return {
    set<T>(name: string, value: T, ttlMs?: number): void {
      const entry: Entry<T> = { value, expire: ttlMs ? now() + ttlMs : null };
      backend()?.setItem(key(name), JSON.stringify(entry));
    },
    get<T>(name: string, fallback: T | null = null): T | null {
      const raw = backend()?.getItem(key(name));
      if (raw == null) return fallback;
      let entry: Entry<T>;
      try {
        entry = JSON.parse(raw) as Entry<T>;
      } catch {
        // A value written by something else (or corrupted): treat as absent and clean it up.
        backend()?.removeItem(key(name));
        return fallback;
      }
      if (entry === null || typeof entry !== 'object' || !('value' in entry)) return fallback;
      if (entry.expire !== null && entry.expire <= now()) {
        backend()?.removeItem(key(name));
        return fallback;
      }
      return entry.value;
    },
    remove(name: string): void {
      backend()?.removeItem(key(name));
    },
  };
}

const safe = (pick: () => Storage) => () => {
  try {
    return pick();
  } catch {
    return undefined; // storage disabled (privacy mode): behave as empty
  }
};

/** Persistent store (localStorage). */
export const local = createStore(safe(() => window.localStorage));
/** Per-tab store (sessionStorage). */
export const session = createStore(safe(() => window.sessionStorage));

/** Keys the product keeps (spec/backoffice.md §3). */
export const KEYS = {
  token: 'Access-Token',
  tenantId: 'TENANT_ID',
  userInfo: 'Login_Userinfo',
  userName: 'Login_Username',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysAuth: 'SYS_BUTTON_AUTH',
  routes: 'CACHE_ROUTES',
  layout: 'LAYOUT_SETTINGS',
} as const;
