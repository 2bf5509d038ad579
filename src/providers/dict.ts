import { dictCache } from '@/lib/dict-cache';
import type { DictOption } from '@/types/jeecg';
import { getAction } from './http';
import { notify } from './notify';

/** Wires the dictionary cache to `/sys/dict/getDictItems/{code}` (contract §5.6). */
dictCache.setFetcher(async (code) => {
  const res = await getAction<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
  if (!res.success) throw new Error(res.message || '字典加载失败');
  return res.result ?? [];
});

/** 清理缓存: server refleshCache, then reload every enabled item into the 7-day cache (spec §7). */
export async function refreshDictCache(): Promise<boolean> {
  try {
    const r1 = await getAction('/sys/dict/refleshCache');
    if (!r1.success) throw new Error(r1.message);
    const r2 = await getAction<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems');
    if (!r2.success) throw new Error(r2.message);
    dictCache.saveAll(r2.result ?? {});
    notify.success('刷新缓存完成！');
    return true;
  } catch (e) {
    console.warn('刷新缓存失败', e);
    notify.warning('刷新缓存失败！');
    return false;
  }
}

export { dictCache };
