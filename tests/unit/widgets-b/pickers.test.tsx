import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';

vi.mock('@/providers/http', () => ({ getAction: vi.fn(), postAction: vi.fn() }));

import { getAction } from '@/providers/http';
import {
  BizRecordSelect,
  CategorySelect,
  DepartSelect,
  PopupSelect,
  PositionSelect,
  UserByDepartSelect,
  clearPopupCache,
  ellipsis,
  popupConfigError,
  popupValues,
  reportRowKey,
} from '@/widgets/pickers';
import { fail, ok, routeGet } from './helpers';

const get = getAction as unknown as ReturnType<typeof vi.fn>;

const TREE = [
  {
    key: 'd1',
    title: '红色旅程集团',
    children: [
      { key: 'd2', title: '井冈山分公司', children: [] },
      { key: 'd3', title: '延安分公司', children: [] },
    ],
  },
];

beforeEach(() => {
  get.mockReset();
  clearPopupCache();
});
afterEach(() => vi.restoreAllMocks());

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const okButton = () => within(document.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: /确\s*定/ });
const isOpen = () => {
  const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement | null;
  return !!wrap && wrap.style.display !== 'none';
};

describe('DepartSelect', () => {
  it('shows department names of the ids, picks in a 500-wide dialog, emits ids and closes', async () => {
    routeGet(get, { '/sys/sysDepart/queryTreeList': () => ok(TREE) });
    const onChange = vi.fn();
    render(<DepartSelect value="d2" onChange={onChange} />);
    await waitFor(() => expect(screen.getByDisplayValue('井冈山分公司')).toBeInTheDocument());
    fireEvent.click(screen.getByDisplayValue('井冈山分公司'));
    expect(await screen.findByText('选择部门')).toBeInTheDocument();
    expect(modal().style.width).toBe('500px');
    fireEvent.click(within(modal()).getByText('延安分公司'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith('d3');
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('multi mode emits every checked id comma-joined and the search filters the tree', async () => {
    routeGet(get, { '/sys/sysDepart/queryTreeList': () => ok(TREE) });
    const onChange = vi.fn();
    render(<DepartSelect value="d2" multi onChange={onChange} />);
    await waitFor(() => expect(screen.getByDisplayValue('井冈山分公司')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    await screen.findByText('选择部门');
    const search = within(modal()).getByPlaceholderText('请输入部门名称');
    fireEvent.change(search, { target: { value: '延安' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(modal()).queryByText('井冈山分公司')).not.toBeInTheDocument());
    fireEvent.click(within(modal()).getByText('延安分公司'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith('d2,d3');
  });

  it('the fullscreen toggle resets on every open', async () => {
    routeGet(get, { '/sys/sysDepart/queryTreeList': () => ok(TREE) });
    render(<DepartSelect />);
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    await screen.findByText('选择部门');
    fireEvent.click(screen.getByTestId('modal-fullscreen-toggle'));
    expect(modal()).toHaveClass('picker-modal-fullscreen');
    fireEvent.click(within(document.querySelector('.ant-modal-footer') as HTMLElement).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(isOpen()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(modal()).not.toHaveClass('picker-modal-fullscreen');
    expect(modal().style.width).toBe('500px');
  });
});

describe('UserByDepartSelect', () => {
  const USERS = [
    { id: 'u1', username: 'zhangsan', realname: '张三', orgCodeTxt: '井冈山分公司' },
    { id: 'u2', username: 'lisi', realname: '李四', orgCodeTxt: '延安分公司' },
  ];

  it('shows real names, lists all users first, then the department with sub-departments, emits usernames', async () => {
    routeGet(get, {
      '/sys/user/list': (p) =>
        p?.username ? ok({ records: USERS.filter((u) => String(p.username).split(',').includes(u.username)), total: 1 }) : ok({ records: USERS, total: 2 }),
      '/sys/sysDepart/queryTreeList': () => ok(TREE),
      '/sys/user/queryUserByDepId': () => ok([USERS[1]]),
    });
    const onChange = vi.fn();
    render(<UserByDepartSelect value="zhangsan" onChange={onChange} />);
    await waitFor(() => expect(screen.getByDisplayValue('张三')).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('/sys/user/list', { username: 'zhangsan', pageNo: 1, pageSize: 1 });

    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    expect(await screen.findByText('选择用户')).toBeInTheDocument();
    expect(modal().style.width).toBe('1250px');
    expect(await within(modal()).findByText('李四')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/sys/user/list', { pageNo: 1, pageSize: 10 });

    await waitFor(() => expect(modal().querySelector('.ant-tree')?.textContent).toContain('延安分公司'));
    fireEvent.click(within(modal().querySelector('.ant-tree') as HTMLElement).getByText('延安分公司'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/user/queryUserByDepId', { id: 'd3', realname: '' }));
    await waitFor(() => expect(within(modal()).queryByText('张三')).not.toBeInTheDocument());
    fireEvent.click(within(modal()).getByText('李四'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith('zhangsan,lisi');
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('searches by real name within the chosen department', async () => {
    routeGet(get, {
      '/sys/user/list': () => ok({ records: USERS, total: 2 }),
      '/sys/sysDepart/queryTreeList': () => ok(TREE),
      '/sys/user/queryUserByDepId': () => ok([]),
    });
    render(<UserByDepartSelect multi={false} />);
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(modal().querySelector('.ant-tree')?.textContent).toContain('井冈山分公司'));
    fireEvent.click(within(modal().querySelector('.ant-tree') as HTMLElement).getByText('井冈山分公司'));
    fireEvent.change(screen.getByPlaceholderText('请输入用户姓名'), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/user/queryUserByDepId', { id: 'd2', realname: '李' }));
  });
});

describe('popup picker and report popup', () => {
  it('validates its configuration', () => {
    expect(popupConfigError('', 'a', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('rep', '', 'b')).toBe('popup参数未正确配置!');
    expect(popupConfigError('rep', 'a,b', 'x')).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigError('rep', 'a,b', 'x,y')).toBeUndefined();
  });

  it('builds the emitted values and cuts row keys to 50 characters', () => {
    expect(popupValues([{ id: '1', name: '井冈山' }, { id: '2', name: '延安' }], 'id,name', 'spotId,spotName')).toEqual({ spotId: '1,2', spotName: '井冈山,延安' });
    const key = reportRowKey({ a: 'x'.repeat(40), b: 'y'.repeat(40) });
    expect(key).toHaveLength(50);
    expect(reportRowKey({ id: 'a', n: 1 })).toBe('a1');
  });

  it('shows the configuration errors and does not open', async () => {
    render(
      <App>
        <PopupSelect code="r" orgFields="a,b" destFields="x" />
      </App>,
    );
    expect((await screen.findAllByText('popup参数未正确配置,原始值和目标值数量不一致!')).length).toBeGreaterThan(0);
    render(
      <App>
        <PopupSelect code="" orgFields="a" destFields="x" />
      </App>,
    );
    expect((await screen.findAllByText('popup参数未正确配置!')).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
  });

  const routes = () =>
    routeGet(get, {
      '/online/cgreport/api/getRpColumns/': () =>
        ok({
          columns: [
            { title: '景区名称', dataIndex: 'name' },
            { title: '等级', dataIndex: 'level', customRender: 'level' },
          ],
          dictOptions: { level: [{ value: '5', text: '5A级' }] },
          cgRpConfigId: 'rp1',
          cgRpConfigName: '景区报表',
        }),
      '/online/cgreport/api/getQueryInfo/': () => ok([{ field: 'name', label: '景区名称', mode: 'single' }]),
      '/online/cgreport/api/getData/': () =>
        ok({
          total: '2',
          records: [
            { id: 's1', name: '井冈山', level: '5' },
            { id: 's2', name: '西柏坡', level: '5' },
          ],
        }),
    });

  it('loads columns, query info and data (self_ params), renders dictionaries, requires exactly one row, emits and closes', async () => {
    routes();
    const onChange = vi.fn();
    render(
      <App>
        <PopupSelect code="rep_spot" orgFields="id,name" destFields="spotId,spotName" param={{ area: '江西' }} onChange={onChange} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    expect(await screen.findByText('景区报表')).toBeInTheDocument();
    expect(modal().style.width).toBe('1200px');
    expect(await within(modal()).findByText('井冈山')).toBeInTheDocument();
    expect(within(modal()).getAllByText('5A级')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/online/cgreport/api/getRpColumns/rep_spot', {});
    expect(get).toHaveBeenCalledWith('/online/cgreport/api/getQueryInfo/rp1', {});
    expect(get).toHaveBeenCalledWith('/online/cgreport/api/getData/rp1', { self_area: '江西', pageNo: 1, pageSize: 10 });

    fireEvent.click(okButton());
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(modal()).getByText('西柏坡'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith({ spotId: 's2', spotName: '西柏坡' });
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('multi mode emits several; queries send the form fields', async () => {
    routes();
    const onChange = vi.fn();
    render(
      <App>
        <PopupSelect code="rep_spot" orgFields="name" destFields="spots" multi onChange={onChange} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByText('井冈山'));
    fireEvent.click(within(modal()).getByText('西柏坡'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith({ spots: '井冈山,西柏坡' });
  });

  it('caches popup requests for 30 s (failed answers are not kept)', async () => {
    routes();
    const { cachedGet } = await import('@/widgets/pickers/report-popup');
    let now = 1_000_000;
    const clock = () => now;
    await cachedGet('/online/cgreport/api/getRpColumns/rep_spot', {}, clock);
    await cachedGet('/online/cgreport/api/getRpColumns/rep_spot', {}, clock);
    expect(get).toHaveBeenCalledTimes(1);
    now += 29_999;
    await cachedGet('/online/cgreport/api/getRpColumns/rep_spot', {}, clock);
    expect(get).toHaveBeenCalledTimes(1);
    await cachedGet('/online/cgreport/api/getData/rp1', { pageNo: 2 }, clock);
    expect(get).toHaveBeenCalledTimes(2);
    now += 1;
    await cachedGet('/online/cgreport/api/getRpColumns/rep_spot', {}, clock);
    expect(get).toHaveBeenCalledTimes(3);
    get.mockResolvedValueOnce(fail('实体不存在'));
    await cachedGet('/online/cgreport/api/getRpColumns/nope', {}, clock);
    await Promise.resolve();
    get.mockResolvedValueOnce(fail('实体不存在'));
    await cachedGet('/online/cgreport/api/getRpColumns/nope', {}, clock);
    expect(get).toHaveBeenCalledTimes(5);
  });

  it('more than one selected in single mode is refused', async () => {
    // rows can only be multi-selected in multi mode, so exercise the rule through the modal directly
    routes();
    const { ReportPopupModal } = await import('@/widgets/pickers');
    const onOk = vi.fn();
    const { rerender } = render(
      <App>
        <ReportPopupModal open code="rep_spot" multi onOk={onOk} onCancel={() => {}} />
      </App>,
    );
    fireEvent.click(await within(await screen.findByRole('dialog')).findByText('井冈山'));
    fireEvent.click(within(modal()).getByText('西柏坡'));
    rerender(
      <App>
        <ReportPopupModal open code="rep_spot" multi={false} onOk={onOk} onCancel={() => {}} />
      </App>,
    );
    fireEvent.click(okButton());
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });
});

describe('CategorySelect', () => {
  it('loads the root with pcode 0 and condition, labels existing ids via loadDictItem', async () => {
    routeGet(get, {
      '/sys/category/loadTreeData': () => ok([{ key: 'c1', title: '革命纪念地', leaf: false }]),
      '/sys/category/loadDictItem': () => ok(['瑞金']),
    });
    render(<CategorySelect value="c7" condition='{"status":"1"}' />);
    expect(await screen.findByText('瑞金')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/sys/category/loadTreeData', { pid: '', pcode: '0', condition: '{"status":"1"}' });
    expect(get).toHaveBeenCalledWith('/sys/category/loadDictItem', { ids: 'c7' });
  });

  it('pid wins over pcode', async () => {
    routeGet(get, { '/sys/category/loadTreeData': () => ok([]) });
    render(<CategorySelect pid="p9" pcode="B01" />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/category/loadTreeData', { pid: 'p9', condition: '' }));
  });

  it('a condition that is not a JSON object gives 组件JTreeSelect-condition传值有误，需要一个json字符串!', async () => {
    render(
      <App>
        <CategorySelect condition="status=1" />
      </App>,
    );
    expect((await screen.findAllByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
  });

  it('a failed root load shows the server message as an error', async () => {
    routeGet(get, { '/sys/category/loadTreeData': () => fail('加载分类字典树参数有误.[X9]!') });
    render(
      <App>
        <CategorySelect pcode="X9" />
      </App>,
    );
    expect(await screen.findByText('加载分类字典树参数有误.[X9]!')).toBeInTheDocument();
  });
});

describe('PositionSelect and BizRecordSelect', () => {
  it('cuts cell text at 12 characters', () => {
    expect(ellipsis('一二三四五六七八九十一二')).toBe('一二三四五六七八九十一二');
    expect(ellipsis('一二三四五六七八九十一二三')).toBe('一二三四五六七八九十一二...');
  });

  it('lists positions 5 a page in a 900-wide dialog with name, code and rank; searches by name; stores codes', async () => {
    routeGet(get, {
      '/sys/position/list': (p) =>
        p?.code
          ? ok({ records: [{ code: 'GM', name: '总经理' }], total: 1 })
          : ok({
              records: [
                { id: '1', code: 'GM', name: '总经理', postRank: '5', postRank_dictText: '总裁/总经理/CEO' },
                { id: '2', code: 'GUIDE', name: '讲解员', postRank: '1', rank_dictText: '员级' },
              ],
              total: 2,
            }),
    });
    const onChange = vi.fn();
    render(<PositionSelect value="GM" onChange={onChange} />);
    expect(await screen.findByText('总经理')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/sys/position/list', { code: 'GM', pageNo: 1, pageSize: 1 });
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    expect(await screen.findByText('选择职务')).toBeInTheDocument();
    expect(modal().style.width).toBe('900px');
    expect(get).toHaveBeenCalledWith('/sys/position/list', { pageNo: 1, pageSize: 5 });
    expect(await within(modal()).findByText('总裁/总经理/CEO')).toBeInTheDocument();
    expect(within(modal()).getByText('员级')).toBeInTheDocument();
    expect(within(modal()).getByText('GUIDE')).toBeInTheDocument();

    const search = within(modal()).getByPlaceholderText('请输入关键词，回车搜索');
    fireEvent.change(search, { target: { value: '讲解' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/position/list', { pageNo: 1, pageSize: 5, name: '*讲解*' }));

    fireEvent.click(await within(modal()).findByText('讲解员'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenCalledWith('GUIDE');
  });

  it('offers page sizes 5/10/20/30', async () => {
    routeGet(get, { '/x/list': () => ok({ records: Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `记录${i}` })), total: 12 }) });
    render(
      <ConfigProvider locale={zhCN}>
        <BizRecordSelect listUrl="/x/list" labelKey="name" columns={[{ title: '名称', dataIndex: 'name' }]} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    await within(await screen.findByRole('dialog')).findByText('记录0');
    expect(within(modal()).getByText('1-5 共 12 条')).toBeInTheDocument();
    fireEvent.mouseDown(within(modal().querySelector('.ant-pagination-options') as HTMLElement).getByRole('combobox'));
    for (const n of [5, 10, 20, 30]) expect((await screen.findAllByTitle(`${n} 条/页`)).length).toBeGreaterThan(0);
    expect(screen.queryAllByTitle('50 条/页')).toHaveLength(0);
  }, 60000);
});
