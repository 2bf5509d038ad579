import { useEffect, useState } from 'react';
import { Cascader, Select, Space } from 'antd';

/** A province / city / district option (value = 6-digit GB/T 2260 code). */
export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

let areaPromise: Promise<AreaOption[]> | null = null;

/** The full national dataset (@vant/area-data, ~33 kB gzip) loaded as its own chunk on first use. */
export function loadAreaTree(): Promise<AreaOption[]> {
  areaPromise ??= import('@vant/area-data').then(({ useCascaderAreaData }) => {
    const map = (list: { text: string; value: string; children?: unknown[] }[]): AreaOption[] =>
      list.map((o) => ({
        value: o.value,
        label: o.text,
        children: o.children && o.children.length ? map(o.children as typeof list) : undefined,
      }));
    return map(useCascaderAreaData());
  });
  return areaPromise;
}

/** Codes from the province down to `code` (e.g. 110101 → [110000, 110100, 110101]); empty when unknown. */
export function areaPath(tree: AreaOption[], code: string | undefined): string[] {
  if (!code) return [];
  const walk = (list: AreaOption[], trail: string[]): string[] | null => {
    for (const o of list) {
      const next = [...trail, o.value];
      if (o.value === code) return next;
      if (o.children) {
        const hit = walk(o.children, next);
        if (hit) return hit;
      }
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

export interface AreaLinkageProps {
  /** The code of the last chosen level. */
  value?: string;
  onChange?: (value: string) => void;
  /** `cascader` (default) or `select` (three linked drop-downs); anything else falls back to cascader. */
  type?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Province / city / district picker (JAreaLinkage); the value is the code of the deepest level chosen.
 * `<AreaLinkage type="select" value="110101" onChange={setV} />`
 */
export function AreaLinkage({ value, onChange, type, placeholder = '请选择省市区', disabled }: AreaLinkageProps) {
  const [tree, setTree] = useState<AreaOption[] | null>(null);
  useEffect(() => {
    let alive = true;
    loadAreaTree().then((t) => alive && setTree(t), (e: unknown) => console.warn('area data', e));
    return () => {
      alive = false;
    };
  }, []);
  const path = tree ? areaPath(tree, value) : [];
  const mode = type === 'select' ? 'select' : 'cascader';

  if (mode === 'cascader') {
    return (
      <Cascader
        data-testid="area-cascader"
        style={{ width: '100%' }}
        options={tree ?? []}
        value={path}
        loading={!tree}
        disabled={disabled}
        placeholder={placeholder}
        showSearch={{ filter: (input, opts) => opts.some((o) => String(o.label).includes(input)) }}
        onChange={(v) => onChange?.(v && v.length ? String(v[v.length - 1]) : '')}
        changeOnSelect
      />
    );
  }
  const [p, c, d] = path;
  const provinces = tree ?? [];
  const cities = provinces.find((o) => o.value === p)?.children ?? [];
  const districts = cities.find((o) => o.value === c)?.children ?? [];
  const sel = (opts: AreaOption[], v: string | undefined, ph: string, next: (x: string | undefined) => void) => (
    <Select
      style={{ minWidth: 120 }}
      value={v}
      placeholder={ph}
      disabled={disabled || !opts.length}
      allowClear
      showSearch
      optionFilterProp="label"
      options={opts.map((o) => ({ value: o.value, label: o.label }))}
      onChange={next}
    />
  );
  return (
    <Space.Compact data-testid="area-select">
      {sel(provinces, p, '省', (x) => onChange?.(x ?? ''))}
      {sel(cities, c, '市', (x) => onChange?.(x ?? p ?? ''))}
      {sel(districts, d, '区/县', (x) => onChange?.(x ?? c ?? ''))}
    </Space.Compact>
  );
}
