// System dictionaries held in memory (reloaded on /sys/dict/refleshCache and after dict writes).
import type { StatementCache } from './list.js';
import type { EntityDef } from './jeecg-query.js';

export interface DictModel { value: string; text: string; title: string }

interface ItemRow { code: string; value: string; text: string; status: number }

export class DictCache {
  private all: Map<string, DictModel[]> | null = null;
  private enabled: Map<string, DictModel[]> | null = null;
  private text: Map<string, Map<string, string>> | null = null;

  constructor(private readonly sc: StatementCache) {}

  invalidate(): void {
    this.all = null;
    this.enabled = null;
    this.text = null;
  }

  private load(): void {
    const rows = this.sc.all<ItemRow>(
      `SELECT d.dict_code AS code, i.item_value AS value, i.item_text AS text, i.status AS status
         FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
        WHERE d.del_flag = 0 ORDER BY d.dict_code, i.sort_order, i.item_value`,
    );
    const codes = this.sc.all<{ code: string }>('SELECT dict_code AS code FROM sys_dict WHERE del_flag = 0 ORDER BY dict_code');
    const all = new Map<string, DictModel[]>();
    const enabled = new Map<string, DictModel[]>();
    const text = new Map<string, Map<string, string>>();
    for (const { code } of codes) {
      all.set(code, []);
      enabled.set(code, []);
      text.set(code, new Map());
    }
    for (const r of rows) {
      const m: DictModel = { value: r.value, text: r.text, title: r.text };
      all.get(r.code)?.push(m);
      if (r.status === 1) enabled.get(r.code)?.push(m);
      text.get(r.code)?.set(r.value, r.text);
    }
    this.all = all;
    this.enabled = enabled;
    this.text = text;
  }

  /** All items of a code regardless of status (getDictItems), or undefined when the code does not exist. */
  items(code: string): DictModel[] | undefined {
    if (!this.all) this.load();
    return this.all!.get(code);
  }

  /** dictCode → enabled items (login payload / queryAllDictItems). */
  enabledMap(): Record<string, DictModel[]> {
    if (!this.enabled) this.load();
    return Object.fromEntries(this.enabled!);
  }

  /** Translates one (possibly comma-separated) value; unknown values are kept as they are. */
  translate(code: string, value: unknown): string | undefined {
    if (!this.text) this.load();
    const m = this.text!.get(code);
    if (!m || m.size === 0 || value === null || value === undefined || value === '') return undefined;
    return String(value).split(',').map((v) => m.get(v) ?? v).join(',');
  }

  /** Adds `<prop>_dictText` to page rows for every field of the entity that has a dict (contract §9). */
  decorate<T extends Record<string, unknown>>(entity: EntityDef, rows: T[]): T[] {
    const fields = entity.fields.filter((f) => f.dict);
    if (fields.length === 0) return rows;
    for (const row of rows) {
      for (const f of fields) {
        const t = this.translate(f.dict!, row[f.prop]);
        if (t !== undefined) (row as Record<string, unknown>)[`${f.prop}_dictText`] = t;
      }
    }
    return rows;
  }
}
