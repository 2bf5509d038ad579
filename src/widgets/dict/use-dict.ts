import { useEffect, useState } from 'react';
import { dictCache } from '@/providers/dict';
import type { DictOption } from '@/types/jeecg';

/** Text shown when a dictionary widget is used without a code (spec widgets §5). */
export const DICT_CODE_EMPTY = '字典Code不能为空!';

export interface DictState {
  options: DictOption[];
  loading: boolean;
  /** `字典Code不能为空!` when no code was given; otherwise undefined. */
  error?: string;
}

function initial(code: string | undefined): DictState {
  if (!code) return { options: [], loading: false, error: DICT_CODE_EMPTY };
  const hit = dictCache.peek(code);
  return hit ? { options: hit, loading: false } : { options: [], loading: true };
}

/**
 * Options of a dictionary from the one 7-day cache, fetched on a miss.
 * `const { options, loading } = useDict('sex')`
 */
export function useDict(code: string | undefined): DictState {
  const [state, setState] = useState<DictState>(() => initial(code));
  const [prevCode, setPrevCode] = useState(code);
  if (prevCode !== code) {
    setPrevCode(code);
    setState(initial(code));
  }
  useEffect(() => {
    if (!code || dictCache.peek(code)) return;
    let alive = true;
    dictCache.get(code).then(
      (options) => alive && setState({ options, loading: false }),
      (e: unknown) => {
        // Spec §8: a dictionary load failure in widgets is only logged.
        console.warn(`字典 ${code} 加载失败`, e);
        if (alive) setState({ options: [], loading: false });
      },
    );
    return () => {
      alive = false;
    };
  }, [code]);
  return state;
}

/** Label of an option whatever key the server used (text, label or title). */
export function optionText(o: DictOption): string {
  return o.text ?? o.label ?? o.title ?? String(o.value);
}
