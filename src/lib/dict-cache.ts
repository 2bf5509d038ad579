import { KEYS, WEEK_MS, local } from './storage';
import type { DictOption } from '@/types/jeecg';

/**
 * The one dictionary cache: `sysAllDictItems` from login (or queryAllDictItems after 清理缓存) kept for 7 days in
 * localStorage; a code missing from it is fetched once with getDictItems and remembered in memory.
 * The fetcher is injected (see `src/providers/dict.ts`) so this file stays free of HTTP.
 */
type DictMap = Record<string, DictOption[]>;

const memory = new Map<string, DictOption[]>();
const inflight = new Map<string, Promise<DictOption[]>>();
let fetcher: ((code: string) => Promise<DictOption[]>) | null = null;

export const dictCache = {
  setFetcher(f: (code: string) => Promise<DictOption[]>) {
    fetcher = f;
  },
  /** Replace the whole cache (login payload or refresh). */
  saveAll(all: DictMap) {
    local.set(KEYS.dictCache, all, WEEK_MS);
    memory.clear();
  },
  clear() {
    local.remove(KEYS.dictCache);
    memory.clear();
  },
  /** Cached items without a request, or undefined. */
  peek(code: string): DictOption[] | undefined {
    if (memory.has(code)) return memory.get(code);
    const all = local.get<DictMap>(KEYS.dictCache);
    const items = all?.[code];
    return items && items.length ? items : undefined;
  },
  /** Cached items, fetching on a miss. Throws `字典Code不能为空!` without a code. */
  async get(code: string): Promise<DictOption[]> {
    if (!code) throw new Error('字典Code不能为空!');
    const hit = dictCache.peek(code);
    if (hit) return hit;
    if (!fetcher) return [];
    let p = inflight.get(code);
    if (!p) {
      p = fetcher(code).then(
        (items) => {
          memory.set(code, items);
          inflight.delete(code);
          return items;
        },
        (e) => {
          inflight.delete(code);
          throw e;
        },
      );
      inflight.set(code, p);
    }
    return p;
  },
};

/** Text of a value (or comma-separated values) in a dictionary list; unknown values stay as they are. */
export function dictText(items: DictOption[] | undefined, value: unknown, separator = ','): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = String(value).split(separator);
  return parts.map((v) => items?.find((i) => String(i.value) === v)?.text ?? v).join(separator);
}
