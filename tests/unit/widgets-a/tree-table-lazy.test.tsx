// TreeTable over a roots URL + a children URL whose rows flag children with hasChild "1"/"0" (/sys/category's
// rootList/childList); without the new props the widget behaves as before (see misc.test.tsx).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

const getAction = vi.fn();
vi.mock('@/providers/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));

import { notify } from '@/providers/notify';
import { TreeTable, isChildFlag, markHasChildren } from '@/widgets/tree-table';

vi.setConfig({ testTimeout: 60000 });
const user = userEvent.setup({ pointerEventsCheck: 0 });
const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
const env = (success: boolean, message: string, result: unknown = null) => ({ success, message, code: success ? 0 : 500, result, timestamp: 1 });
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

beforeEach(() => {
  getAction.mockReset();
  warn.mockClear();
});

const COLUMNS = [
  { title: '名称', dataIndex: 'name' },
  { title: '编码', dataIndex: 'code' },
];

describe('hasChild flags', () => {
  it('"1", 1, true and "true" mean children; "0", 0, null and a missing field do not', () => {
    expect(['1', 1, true, 'true'].map(isChildFlag)).toEqual([true, true, true, true]);
    expect(['0', 0, false, null, undefined, ''].map(isChildFlag)).toEqual([false, false, false, false, false, false]);
  });

  it('markHasChildren sets hasChildren from the field at every level; no field leaves rows untouched', () => {
    const rows = [{ id: 'a', hasChild: '1', children: [{ id: 'a1', hasChild: '0' }] }, { id: 'b', hasChild: '0', hasChildren: true }];
    expect(markHasChildren(rows, 'hasChild')).toEqual([
      { id: 'a', hasChild: '1', hasChildren: true, children: [{ id: 'a1', hasChild: '0', hasChildren: false }] },
      { id: 'b', hasChild: '0', hasChildren: false },
    ]);
    expect(markHasChildren(rows)).toBe(rows);
  });
});

describe('TreeTable with childrenUrl and hasChildField', () => {
  it('loads roots from url and children from childrenUrl; rows with hasChild "0" get no expand icon', async () => {
    getAction.mockImplementation(async (url: string, params: Record<string, unknown>) => {
      if (url === '/sys/category/rootList') {
        return env(true, '操作成功！', page([
          { id: 'r1', pid: '0', name: '革命纪念地', code: 'A01', hasChild: '1' },
          { id: 'r2', pid: '0', name: '景区等级', code: 'A02', hasChild: '0' },
        ]));
      }
      if (url === '/sys/category/childList' && params.pid === 'r1') {
        return env(true, '操作成功！', [
          { id: 'c1', pid: 'r1', name: '纪念馆', code: 'A01A02', hasChild: '1' },
          { id: 'c2', pid: 'r1', name: '会议会址', code: 'A01A04', hasChild: '0' },
        ]);
      }
      if (url === '/sys/category/childList' && params.pid === 'c1') {
        return env(true, '操作成功！', [{ id: 'g1', pid: 'c1', name: '人物类纪念馆', code: 'A01A02A02', hasChild: '0' }]);
      }
      return env(false, `unexpected ${url} ${JSON.stringify(params)}`);
    });
    const { container } = render(
      <TreeTable
        url="/sys/category/rootList"
        childrenUrl="/sys/category/childList"
        queryKey="pid"
        hasChildField="hasChild"
        queryParams={{ pageSize: 100 }}
        columns={COLUMNS}
      />,
    );
    expect(await screen.findByText('革命纪念地')).toBeInTheDocument();
    expect(screen.getByText('A02')).toBeInTheDocument();
    expect(getAction).toHaveBeenCalledTimes(1);
    expect(getAction).toHaveBeenCalledWith('/sys/category/rootList', { pageSize: 100, pid: '0' });
    const expanders = () => container.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expanders()).toHaveLength(1);

    await user.click(expanders()[0]);
    expect(await screen.findByText('纪念馆')).toBeInTheDocument();
    expect(screen.getByText('会议会址')).toBeInTheDocument();
    expect(getAction).toHaveBeenLastCalledWith('/sys/category/childList', { pageSize: 100, pid: 'r1' });
    // 革命纪念地 (open, collapse icon) + 纪念馆 (hasChild "1"); 会议会址 has none
    await waitFor(() => expect(expanders()).toHaveLength(2));

    await user.click(expanders()[1]);
    expect(await screen.findByText('人物类纪念馆')).toBeInTheDocument();
    expect(getAction).toHaveBeenLastCalledWith('/sys/category/childList', { pageSize: 100, pid: 'c1' });
    expect(getAction).toHaveBeenCalledTimes(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an error of the children URL is shown as a warning', async () => {
    getAction.mockImplementation(async (url: string) =>
      url === '/cat/roots'
        ? env(true, '', page([{ id: 'r1', name: '革命纪念地', code: 'A01', hasChild: '1' }]))
        : env(false, '缺少参数 pid（上级分类的 id）'),
    );
    const { container } = render(<TreeTable url="/cat/roots" childrenUrl="/cat/children" hasChildField="hasChild" columns={COLUMNS} />);
    expect(await screen.findByText('革命纪念地')).toBeInTheDocument();
    await user.click(container.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('缺少参数 pid（上级分类的 id）'));
    expect(getAction).toHaveBeenLastCalledWith('/cat/children', { parentId: 'r1' });
  });

  it('an unrecognised children result is reported as 返回数据类型不识别', async () => {
    getAction.mockImplementation(async (url: string) =>
      url === '/cat/roots' ? env(true, '', [{ id: 'r1', name: '革命纪念地', hasChild: 1 }]) : env(true, '', { list: [] }),
    );
    const { container } = render(<TreeTable url="/cat/roots" childrenUrl="/cat/children" hasChildField="hasChild" columns={COLUMNS} />);
    expect(await screen.findByText('革命纪念地')).toBeInTheDocument();
    await user.click(container.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('返回数据类型不识别'));
  });
});
