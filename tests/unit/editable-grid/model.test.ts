import { describe, expect, it } from 'vitest';
import { GridModel, type GridColumn } from '@/widgets/editable-grid';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '${title}不能为空' }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true, message: '${title}不能重复' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', defaultValue: 1 },
  { key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'photo', title: '图片', type: 'image' },
];

function model(rows: Array<{ id: string } & Record<string, unknown>> = [
  { id: 'a', name: '甲', code: '1' },
  { id: 'b', name: '乙', code: '2' },
  { id: 'c', name: '丙', code: '3' },
]) {
  const m = new GridModel();
  m.columns = columns;
  m.setData(rows);
  return m;
}

describe('rows', () => {
  it('new rows get column defaults (defaultValue, checkbox defaultChecked → customValue[0])', () => {
    const m = model([]);
    const [r] = m.addRows([{}]);
    expect(r.qty).toBe(1);
    expect(r.on).toBe('Y');
    expect(m.getNewRows()).toEqual([r]);
  });

  it('removing an existing row records its id; a new row is dropped', () => {
    const m = model();
    const [n] = m.addRows([{ name: '新' }]);
    m.removeRows(['b', n.id]);
    expect(m.getData().deleteIds).toEqual(['b']);
    expect(m.getData().rows.map((r) => r.name)).toEqual(['甲', '丙']);
  });

  it('removing with a wrong argument type throws', () => {
    expect(() => model().removeRows('a' as unknown as string[])).toThrow();
  });

  it('getData can strip the ids of new rows only', () => {
    const m = model([{ id: 'a', name: '甲' }]);
    m.addRows([{ name: '新' }]);
    const rows = m.getData(true).rows;
    expect(rows[0].id).toBe('a');
    expect('id' in rows[1]).toBe(false);
    expect(m.getData(false).rows[1].id).toMatch(/^new_/);
  });

  it('move up/down and insert below', () => {
    const m = model();
    m.moveRow('c', -1);
    expect(m.rows.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    m.moveRow('a', -1);
    expect(m.rows.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    const r = m.insertBelow('a', { name: '插' });
    expect(m.rows.map((x) => x.id)).toEqual(['a', r.id, 'c', 'b']);
  });

  it('drag sort numbers orderNum from 1 (key configurable)', () => {
    const m = model();
    m.sortKey = 'orderNum';
    m.renumber();
    expect(m.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    m.moveIndex(0, 2);
    expect(m.getData().rows.map((r) => [r.id, r.orderNum])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
    const k = model();
    k.sortKey = 'sortNo';
    k.addRows([{}], 0);
    expect(k.rows.map((r) => r.sortNo)).toEqual([1, 2, 3, 4]);
  });

  it('upload cells hand out paths only (comma-joined), empty while a file is still uploading', () => {
    const m = model([{ id: 'a', name: '甲' }]);
    m.setValue('a', 'photo', [
      { uid: '1', name: 'x.png', status: 'done', percent: 100, path: 'temp/x.png' },
      { uid: '2', name: 'y.png', status: 'done', percent: 100, path: 'temp/y.png' },
    ]);
    expect(m.getData().rows[0].photo).toBe('temp/x.png,temp/y.png');
    m.setValue('a', 'photo', [{ uid: '1', name: 'x.png', status: 'uploading', percent: 40 }]);
    expect(m.getData().rows[0].photo).toBe('');
  });
});

describe('selection', () => {
  it('select all skips disabled rows; state is all / some / none', () => {
    const m = model();
    m.isRowDisabled = (r) => r.id === 'b';
    m.selectAll(true);
    expect([...m.selected].sort()).toEqual(['a', 'c']);
    expect(m.selectionState()).toBe('all');
    m.toggleSelect('b', true);
    expect(m.selected.has('b')).toBe(false);
    m.toggleSelect('a', false);
    expect(m.selectionState()).toBe('some');
    m.clearSelection();
    expect(m.selectionState()).toBe('none');
  });

  it('the header state follows a new disabled-row rule, removed rows and new data (it is cached between changes)', () => {
    const m = model();
    m.toggleSelect('a', true);
    m.toggleSelect('c', true);
    expect(m.selectionState()).toBe('some');
    m.isRowDisabled = (r) => r.id === 'b'; // a new rule without any other change
    expect(m.selectionState()).toBe('all');
    m.isRowDisabled = () => false;
    m.removeRows(['b']);
    expect(m.selectionState()).toBe('all');
    m.setData([{ id: 'x', name: '戊', code: '9' }]);
    expect(m.selectionState()).toBe('none');
  });
});

describe('validation state lives in the model, keyed by row id + column', () => {
  it('the first added row is validated (JeecgBoot regression)', async () => {
    const m = model([]);
    const [r] = m.addRows([{}]);
    const errs = await m.validateAll();
    expect(errs).toEqual({ [r.id]: { name: '名称不能为空' } });
  });

  it('errors survive filtering, paging and resetting the filter', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, name: i === 3 ? '' : `n${i}` }));
    const m = model(rows);
    m.paginate = true;
    m.pageSize = 10;
    await m.validateAll();
    expect(m.rowErrors('r3')).toEqual({ name: '名称不能为空' });
    m.setFilter((r) => r.id === 'r20');
    expect(m.pageRows().map((r) => r.id)).toEqual(['r20']);
    m.setFilter(null);
    m.setPage(3);
    expect(m.pageRows()[0].id).toBe('r20');
    m.setPage(1);
    expect(m.rowErrors('r3')).toEqual({ name: '名称不能为空' });
    // Reloading the same rows (a search that returns them again) keeps the error of r3.
    m.setData(rows);
    expect(m.rowErrors('r3')).toEqual({ name: '名称不能为空' });
  });

  it('fixing one duplicate clears its twin', async () => {
    const m = model([
      { id: 'a', name: '甲', code: '1' },
      { id: 'b', name: '乙', code: '1' },
    ]);
    await m.validateAll();
    expect(m.errorMap()).toEqual({ a: { code: '编码不能重复' }, b: { code: '编码不能重复' } });
    m.setValue('a', 'code', '9');
    await m.validateOne('a', 'code', 'input');
    m.revalidateColumnErrors('code', 'a');
    await new Promise((r) => setTimeout(r, 0));
    expect(m.errorMap()).toEqual({});
  });

  it('a stale asynchronous result does not overwrite a newer one', async () => {
    const m = new GridModel();
    let resolveFirst: (v: boolean) => void = () => {};
    let calls = 0;
    m.columns = [
      {
        key: 'x',
        title: 'X',
        type: 'input',
        validateRules: [
          {
            handler: () => {
              calls++;
              return calls === 1 ? new Promise<boolean>((r) => (resolveFirst = r)) : true;
            },
            message: '慢的失败',
          },
        ],
      },
    ];
    m.setData([{ id: 'a', x: '1' }]);
    const first = m.validateOne('a', 'x', 'input');
    await m.validateOne('a', 'x', 'input');
    resolveFirst(false);
    await first;
    expect(m.rowErrors('a')).toBeUndefined();
  });
});
