import { describe, expect, it } from 'vitest';
import { GridModel, type GridColumn, type GridRow } from '@/widgets/editable-grid';
import { compareCellValues, sortedRowIds } from '@/widgets/editable-grid/column-sort';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', isOrder: true },
  { key: 'qty', title: '数量', type: 'inputNumber', isOrder: true },
];

function model(rows: GridRow[], opts: { dragSort?: boolean } = {}) {
  const m = new GridModel();
  m.columns = columns;
  m.sortKey = opts.dragSort ? 'orderNum' : null;
  m.setData(rows);
  return m;
}

const ids = (rows: GridRow[]) => rows.map((r) => r.id);

describe('sortedRowIds', () => {
  const rows: GridRow[] = [
    { id: 'a', v: 10 },
    { id: 'b', v: '' },
    { id: 'c', v: 9 },
    { id: 'd', v: '100' },
    { id: 'e', v: null },
    { id: 'f', v: '2.5' },
    { id: 'g', v: 9 },
  ];
  const v = (r: GridRow) => r.v;

  it('compares numbers and numeric text numerically (not 10 < 9 < 100 as text), equal values keep data order', () => {
    expect(sortedRowIds(rows, 'ascend', v)).toEqual(['f', 'c', 'g', 'a', 'd', 'b', 'e']);
  });

  it('descending reverses the values but empty values stay last, ties still in data order', () => {
    expect(sortedRowIds(rows, 'descend', v)).toEqual(['d', 'a', 'c', 'g', 'f', 'b', 'e']);
  });

  it('compares text as localeCompare(…, "zh-CN") does (pinyin order), numbers before text', () => {
    const words = ['赵', '安', '北', '7', '中'];
    const expected = words.filter((w) => w !== '7').sort((a, b) => a.localeCompare(b, 'zh-CN'));
    const got = sortedRowIds(words.map((w, i) => ({ id: String(i), w })), 'ascend', (r) => r.w).map((i) => words[Number(i)]);
    expect(got).toEqual(['7', ...expected]);
    expect(compareCellValues('安', '北')).toBeLessThan(0);
  });
});

describe('GridModel column sort', () => {
  const data = (): GridRow[] => [
    { id: 'r1', name: '乙', qty: 10 },
    { id: 'r2', name: '甲', qty: '' },
    { id: 'r3', name: '丙', qty: 9 },
    { id: 'r4', name: '丁', qty: 100 },
  ];

  it('changes the display order only: rows, getData, drag numbers and deleted list keep the data order', () => {
    const m = model(data(), { dragSort: true });
    m.setSort({ key: 'qty', order: 'descend' });
    expect(ids(m.filteredRows())).toEqual(['r4', 'r1', 'r3', 'r2']);
    expect(ids(m.getData().rows)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(m.getData().rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    m.removeRows(['r1']);
    expect(ids(m.filteredRows())).toEqual(['r4', 'r3', 'r2']);
    expect(m.getData()).toMatchObject({ deleteIds: ['r1'] });
    expect(ids(m.getData().rows)).toEqual(['r2', 'r3', 'r4']);
    m.setSort(null);
    expect(ids(m.filteredRows())).toEqual(['r2', 'r3', 'r4']);
  });

  it('an edited row stays in place until the sort is taken again; new data is sorted', () => {
    const m = model(data());
    m.setSort({ key: 'qty', order: 'ascend' });
    expect(ids(m.filteredRows())).toEqual(['r3', 'r1', 'r4', 'r2']);
    m.setValue('r3', 'qty', 1000);
    expect(ids(m.filteredRows())).toEqual(['r3', 'r1', 'r4', 'r2']);
    expect(m.filteredRows()[0].qty).toBe(1000);
    m.setSort({ key: 'qty', order: 'ascend' });
    expect(ids(m.filteredRows())).toEqual(['r1', 'r4', 'r3', 'r2']);
    m.setData([{ id: 'x', qty: 5 }, { id: 'y', qty: 1 }]);
    expect(ids(m.filteredRows())).toEqual(['y', 'x']);
  });

  it('appended rows show at the end, inserted rows below the row they follow', () => {
    const m = model(data());
    m.setSort({ key: 'qty', order: 'ascend' });
    const [added] = m.addRows([{ name: '新' }]);
    const inserted = m.insertBelow('r1', { name: '插' });
    expect(ids(m.filteredRows())).toEqual(['r3', 'r1', inserted.id, 'r4', 'r2', added.id]);
    expect(ids(m.getData().rows)).toEqual(['r1', inserted.id, 'r2', 'r3', 'r4', added.id]);
  });

  it('works with the filter and pages, and resets to page 1', () => {
    const rows: GridRow[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, name: `商品${i + 1}`, qty: (i * 7) % 25 }));
    const m = model(rows);
    m.paginate = true;
    m.setPage(3, 10);
    m.setFilter((r) => Number(r.qty) % 2 === 0);
    m.setPage(2, 5);
    m.setSort({ key: 'qty', order: 'descend' });
    expect(m.page).toBe(1);
    expect(m.pageRows().map((r) => r.qty)).toEqual([24, 22, 20, 18, 16]);
    m.setPage(2, 5);
    expect(m.pageRows().map((r) => r.qty)).toEqual([14, 12, 10, 8, 6]);
  });

  it('10,000 rows: sorted display, data order untouched, an edit re-derives the view without re-sorting', () => {
    const rows: GridRow[] = Array.from({ length: 10000 }, (_, i) => ({ id: `r${i}`, name: `商品${i}`, qty: (i * 7919) % 10007 }));
    const m = model(rows);
    m.setSort({ key: 'qty', order: 'ascend' });
    const shown = m.filteredRows();
    expect(shown).toHaveLength(10000);
    for (let i = 1; i < shown.length; i++) expect(Number(shown[i - 1].qty) <= Number(shown[i].qty)).toBe(true);
    expect(m.rows[0].id).toBe('r0');
    const firstId = shown[0].id;
    m.setValue(firstId, 'name', '改');
    expect(m.filteredRows()[0]).toMatchObject({ id: firstId, name: '改' });
    expect(m.filteredRows()).toHaveLength(10000);
  });
});
