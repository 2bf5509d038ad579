import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { getAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import type { DictOption } from '@/types/jeecg';
import { DICT_CODE_EMPTY, optionText, useDict } from './use-dict';

/** Debounce of the async search select (grid-style) and of the form search select (spec widgets §7). */
export const ASYNC_SEARCH_DEBOUNCE_MS = 300;
export const FORM_SEARCH_DEBOUNCE_MS = 800;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_EMPTY_TEXT = '没有查询到任何数据';
export const SEARCH_PROMPT_TEXT = '请输入搜索内容';

const dictPath = (code: string) => encodeURIComponent(code);

/** Labels of existing values of a table dictionary (`/sys/dict/loadDictItem/{code}?key=`). */
export async function loadDictItemLabels(code: string, key: string): Promise<string[]> {
  const res = await getAction<string[]>(`/sys/dict/loadDictItem/${dictPath(code)}`, { key });
  if (!res.success) {
    console.warn('loadDictItem', res.message);
    return [];
  }
  return res.result ?? [];
}

export interface DictSearchSelectProps {
  /** Table dictionary `table,text,code[,where]` (remote search) or a plain code (local filter when `async` is false). */
  dict?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Search on the server with loadDict (default true). */
  async?: boolean;
  placeholder?: string;
  disabled?: boolean;
  pageSize?: number;
  /** Milliseconds between the last key press and the request. */
  debounceMs?: number;
}

function RemoteSearchSelect({ dict, value, onChange, placeholder, disabled, pageSize = SEARCH_PAGE_SIZE, debounceMs }: DictSearchSelectProps & { dict: string; debounceMs: number }) {
  const [options, setOptions] = useState<DictOption[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [label, setLabel] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  useEffect(() => {
    if (!value) return;
    if (options.some((o) => String(o.value) === value)) return;
    let alive = true;
    loadDictItemLabels(dict, value).then(
      (labels) => alive && setLabel(labels[0]),
      (e: unknown) => console.warn('loadDictItem', e),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dict, value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    if (!text) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      getAction<DictOption[]>(`/sys/dict/loadDict/${dictPath(dict)}`, { keyword: text, pageSize }).then(
        (res) => {
          if (mine !== seq.current) return;
          setLoading(false);
          if (!res.success) {
            notify.warning(res.message);
            setOptions([]);
            return;
          }
          setOptions(res.result ?? []);
        },
        (e: unknown) => {
          if (mine !== seq.current) return;
          setLoading(false);
          console.warn('loadDict', e);
        },
      );
    }, debounceMs);
  };

  const selectOptions = options.map((o) => ({ value: String(o.value), label: optionText(o) }));
  if (value && !selectOptions.some((o) => o.value === value)) selectOptions.push({ value, label: label ?? value });

  return (
    <Select
      showSearch
      allowClear
      style={{ width: '100%' }}
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled}
      filterOption={false}
      onSearch={search}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      notFoundContent={loading ? <Spin size="small" /> : keyword ? SEARCH_EMPTY_TEXT : SEARCH_PROMPT_TEXT}
      options={selectOptions}
    />
  );
}

function LocalSearchSelect({ dict, value, onChange, placeholder, disabled }: DictSearchSelectProps & { dict: string }) {
  const { options, loading } = useDict(dict);
  return (
    <Select
      showSearch
      allowClear
      style={{ width: '100%' }}
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      optionFilterProp="label"
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      notFoundContent={SEARCH_EMPTY_TEXT}
      options={options.map((o) => ({ value: String(o.value), label: optionText(o) }))}
    />
  );
}

/**
 * Searchable dictionary select for forms (JSearchSelectTag): with `async` it asks the server as the operator types,
 * 800 ms after the last key; otherwise it filters the cached dictionary.
 * `<DictSearchSelect dict="sys_user,realname,username" value={v} onChange={setV} />`
 */
export function DictSearchSelect(props: DictSearchSelectProps) {
  const { dict, async = true, placeholder = '请选择' } = props;
  if (!dict) return <Select style={{ width: '100%' }} status="error" placeholder={DICT_CODE_EMPTY} disabled />;
  if (!async) return <LocalSearchSelect {...props} dict={dict} placeholder={placeholder} />;
  return <RemoteSearchSelect {...props} dict={dict} placeholder={placeholder} debounceMs={props.debounceMs ?? FORM_SEARCH_DEBOUNCE_MS} />;
}

/**
 * The async search select used in grids (sel_search): server search 300 ms after the last key.
 * `<DictAsyncSearchSelect dict="sys_user,realname,username" />`
 */
export function DictAsyncSearchSelect(props: Omit<DictSearchSelectProps, 'async'>) {
  return <DictSearchSelect {...props} async debounceMs={props.debounceMs ?? ASYNC_SEARCH_DEBOUNCE_MS} />;
}
