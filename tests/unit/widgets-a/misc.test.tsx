import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, Button, Modal } from 'antd';
import { createRef, useState } from 'react';
import { onTestFinished, vi } from 'vitest';

const getAction = vi.fn();
const deleteAction = vi.fn();
vi.mock('@/providers/http', () => ({
  getAction: (...a: unknown[]) => getAction(...a),
  deleteAction: (...a: unknown[]) => deleteAction(...a),
}));

import { notify } from '@/providers/notify';
import {
  ContextMenu,
  DetailGrid,
  Ellipsis,
  JModal,
  ThousandsNumber,
  batchDelete,
  clampColumns,
  codeRuleCheckRule,
  duplicateCheckRule,
  formatThousands,
  assertListUrl,
  deleteOne,
} from '@/widgets/misc';
import { SliderCaptcha, type SliderCaptchaHandle } from '@/widgets/slider-captcha';
import { TreeTable, rowsOf, withPlaceholders } from '@/widgets/tree-table';

vi.setConfig({ testTimeout: 60000 });
const user = userEvent.setup({ pointerEventsCheck: 0 });
const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
const err = vi.spyOn(notify, 'error').mockImplementation(() => {});
const succ = vi.spyOn(notify, 'success').mockImplementation(() => {});
const env = (success: boolean, message: string, result: unknown = null) => ({ success, message, code: success ? 200 : 500, result, timestamp: 1 });

beforeEach(() => {
  getAction.mockReset();
  deleteAction.mockReset();
  warn.mockClear();
  err.mockClear();
  succ.mockClear();
});
afterEach(() => Modal.destroyAll());
const slow = { timeout: 8000 };

describe('batch delete helper', () => {
  it('none selected → 请选择一条记录！ and no request', async () => {
    expect(await batchDelete({ deleteBatch: '/x/deleteBatch' }, [])).toBe(false);
    expect(warn).toHaveBeenCalledWith('请选择一条记录！');
    expect(deleteAction).not.toHaveBeenCalled();
  });

  it('asks 是否删除选中数据? and deletes the ids on OK', async () => {
    deleteAction.mockResolvedValue(env(true, '批量删除成功!'));
    const done = vi.fn();
    const p = batchDelete({ deleteBatch: '/x/deleteBatch' }, ['1', '2'], done);
    expect(await screen.findByText('是否删除选中数据?', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await p).toBe(true);
    expect(deleteAction).toHaveBeenCalledWith('/x/deleteBatch', { ids: '1,2' });
    expect(succ).toHaveBeenCalledWith('批量删除成功!');
    expect(done).toHaveBeenCalled();
  });

  it('cancel deletes nothing', async () => {
    const p = batchDelete({ deleteBatch: '/x/deleteBatch' }, ['1']);
    await user.click(await screen.findByRole('button', { name: /取\s*消/ }, slow));
    expect(await p).toBe(false);
    expect(deleteAction).not.toHaveBeenCalled();
  });

  it('a refusal shows the server message', async () => {
    deleteAction.mockResolvedValue(env(false, '删除失败：有关联数据'));
    const q = batchDelete({ deleteBatch: '/x/deleteBatch' }, ['1']);
    const oks = await screen.findAllByRole('button', { name: /确\s*定/ }, slow);
    await user.click(oks[oks.length - 1]);
    expect(await q).toBe(false);
    expect(warn).toHaveBeenCalledWith('删除失败：有关联数据');
  });

  it('missing urls produce developer error messages', async () => {
    expect(await batchDelete({}, ['1'])).toBe(false);
    expect(err).toHaveBeenCalledWith('请设置url.deleteBatch属性!');
    expect(await deleteOne({}, '1')).toBe(false);
    expect(err).toHaveBeenCalledWith('请设置url.delete属性!');
    expect(assertListUrl({})).toBe(false);
    expect(err).toHaveBeenCalledWith('请设置url.list属性!');
  });
});

function RuleForm({ rules }: { rules: object[] }) {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <Form.Item name="f" label="字段" rules={rules as never}>
        <Input />
      </Form.Item>
      <Button onClick={() => form.validateFields().catch(() => {})}>校验</Button>
    </Form>
  );
}

describe('duplicate-check and code-rule validators', () => {
  it('duplicate check sends tableName/fieldName/fieldVal/dataId and shows the server message', async () => {
    getAction.mockResolvedValue(env(false, '该值不可用，系统中已存在！'));
    render(<RuleForm rules={[duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username', dataId: () => '7' })]} />);
    await user.type(screen.getByLabelText('字段'), 'admin');
    expect(await screen.findByText('该值不可用，系统中已存在！', {}, slow)).toBeInTheDocument();
    expect(getAction).toHaveBeenLastCalledWith('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: '7' });
  });

  it('duplicate check is skipped for an empty value and passes when the server says available', async () => {
    const rule = duplicateCheckRule({ tableName: 't', fieldName: 'f' });
    await expect(rule.validator(null, '')).resolves.toBeUndefined();
    expect(getAction).not.toHaveBeenCalled();
    getAction.mockResolvedValue(env(true, '该值可用！'));
    await expect(rule.validator(null, 'x')).resolves.toBeUndefined();
  });

  it('code-rule check URL-encodes the value and uses the server message as the error', async () => {
    getAction.mockResolvedValue(env(false, '必须以字母开头'));
    await expect(codeRuleCheckRule('common').validator(null, '1 a/中')).rejects.toThrow('必须以字母开头');
    expect(getAction).toHaveBeenCalledWith('/sys/checkRule/checkByCode', { ruleCode: 'common', value: encodeURIComponent('1 a/中') });
    getAction.mockResolvedValue(env(true, '成功'));
    await expect(codeRuleCheckRule('common').validator(null, 'abc')).resolves.toBeUndefined();
  });
});

describe('display helpers', () => {
  it('ellipsis cuts at 25 by default and shows the full text in a tooltip', async () => {
    const long = '中国共产党第一次全国代表大会会址纪念馆位于上海市黄浦区兴业路七十六号';
    render(<Ellipsis value={long} />);
    const shown = screen.getByText(`${Array.from(long).slice(0, 25).join('')}...`);
    await user.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('ellipsis leaves short text alone and honours a custom length', () => {
    render(
      <>
        <Ellipsis value="短文本" />
        <Ellipsis value="abcdefghijklmn" length={12} />
      </>,
    );
    expect(screen.getByText('短文本')).toBeInTheDocument();
    expect(screen.getByText('abcdefghijkl...')).toBeInTheDocument();
  });

  it('numbers get thousands separators', () => {
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands('-1000')).toBe('-1,000');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands('abc')).toBe('abc');
    render(<ThousandsNumber value={10000} />);
    expect(screen.getByText('10,000')).toBeInTheDocument();
  });

  it('detail grid has 1–4 columns, default 3', () => {
    expect([clampColumns(undefined), clampColumns(1), clampColumns(4), clampColumns(5), clampColumns(0)]).toEqual([3, 1, 4, 3, 3]);
    const items = Array.from({ length: 6 }, (_, i) => ({ label: `标签${i}`, value: `值${i}` }));
    // A 1440 px wide screen for antd's responsive column breakpoints.
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => {
      const min = /min-width:\s*(\d+)/.exec(query);
      const max = /max-width:\s*(\d+)/.exec(query);
      const matches = (!min || 1440 >= Number(min[1])) && (!max || 1440 <= Number(max[1]));
      return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
    }) as typeof window.matchMedia;
    onTestFinished(() => {
      window.matchMedia = original;
    });
    const { container, rerender } = render(<DetailGrid items={items} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    rerender(<DetailGrid items={items} columns={2} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3);
    rerender(<DetailGrid items={items} columns={1} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('context menu opens on right-click and runs the item', async () => {
    const onClick = vi.fn();
    render(
      <ContextMenu items={[{ key: 'r', label: '刷新', onClick }]}>
        <div>右键区域</div>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByText('右键区域'));
    await user.click(await screen.findByText('刷新'));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('modal wrapper with fullscreen switch', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开详情</Button>
        <JModal className="detail-modal" open={open} title="详情" width={1200} onCancel={() => setOpen(false)} footer={null}>
          内容
        </JModal>
      </>
    );
  }
  it('toggles fullscreen and resets it on the next open', async () => {
    render(<Harness />);
    await user.click(screen.getByText('打开详情'));
    const modal = () => document.querySelector('.ant-modal.detail-modal') as HTMLElement;
    await waitFor(() => expect(modal().style.width).toBe('1200px'), slow);
    await user.click(screen.getByLabelText('全屏'));
    expect(modal().style.width).toBe('100vw');
    expect(screen.getByLabelText('退出全屏')).toBeInTheDocument();
    await user.click(document.querySelector('button.ant-modal-close') as HTMLElement);
    await user.click(screen.getByText('打开详情'));
    await waitFor(() => expect(modal().style.width).toBe('1200px'), slow);
    expect(screen.getByLabelText('全屏')).toBeInTheDocument();
  });
});

describe('slider human check', () => {
  function drag(to: number) {
    const handle = screen.getByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 0 });
    fireEvent.pointerMove(window, { clientX: to / 2 });
    fireEvent.pointerUp(window, { clientX: to });
  }
  it('reads 拖动滑块验证 and snaps back unless dragged to the end', () => {
    const onSuccess = vi.fn();
    render(<SliderCaptcha width={300} onSuccess={onSuccess} />);
    expect(screen.getByText('拖动滑块验证')).toBeInTheDocument();
    drag(200);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(onSuccess).not.toHaveBeenCalled();
    drag(400);
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
  it('reset plays the 1400 ms reload effect, then is ready again', () => {
    vi.useFakeTimers();
    try {
      const ref = createRef<SliderCaptchaHandle>();
      const { container } = render(<SliderCaptcha ref={ref} width={300} />);
      drag(300);
      expect(screen.getByText('验证通过')).toBeInTheDocument();
      act(() => ref.current!.reset());
      expect(container.querySelector('[data-state=reloading]')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1399));
      expect(container.querySelector('[data-state=reloading]')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('拖动滑块验证')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tree table', () => {
  it('accepts an array or {records}; anything else throws 返回数据类型不识别', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ records: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(() => rowsOf({ list: [] })).toThrow('返回数据类型不识别');
    expect(() => rowsOf('x')).toThrow('返回数据类型不识别');
    const rows = withPlaceholders(
      [{ id: 'a', hasChildren: true }, { id: 'b' }, { id: 'c', children: [] }, { id: 'd', children: [{ id: 'd1', children: [] }] }],
      'id',
    );
    expect(rows).toEqual([
      { id: 'a', hasChildren: true, children: [{ id: 'a_loadChild', isLoading: true }] },
      { id: 'b' },
      { id: 'c' },
      { id: 'd', children: [{ id: 'd1' }] },
    ]);
  });

  it('loads children on first expand with the parent key; a row without children loses its expand icon', async () => {
    getAction.mockImplementation(async (_url: string, params: Record<string, unknown>) => {
      if (params.pid === '0') return env(true, '', { records: [{ id: 'a', name: '华东', hasChildren: true }, { id: 'b', name: '华北', hasChildren: true }] });
      if (params.pid === 'a') return env(true, '', [{ id: 'a1', name: '上海' }]);
      return env(true, '', []);
    });
    const { container } = render(
      <TreeTable url="/spot/tree" queryKey="pid" condition='{"x":1}' columns={[{ title: '名称', dataIndex: 'name' }]} />,
    );
    expect(await screen.findByText('华东')).toBeInTheDocument();
    expect(getAction).toHaveBeenCalledWith('/spot/tree', { pid: '0', condition: '{"x":1}' });
    const expanders = () => container.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expanders()).toHaveLength(2);
    await user.click(expanders()[0]);
    expect(await screen.findByText('上海')).toBeInTheDocument();
    expect(getAction).toHaveBeenCalledWith('/spot/tree', { pid: 'a', condition: '{"x":1}' });
    await user.click(expanders()[1]);
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/spot/tree', { pid: 'b', condition: '{"x":1}' }));
    await waitFor(() => expect(expanders()).toHaveLength(1));
  });

  it('an unrecognised result is reported as 返回数据类型不识别', async () => {
    getAction.mockResolvedValue(env(true, '', { list: [] }));
    render(<TreeTable url="/spot/tree" columns={[{ title: '名称', dataIndex: 'name' }]} />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('返回数据类型不识别'));
    expect(getAction).toHaveBeenCalledWith('/spot/tree', { parentId: '0' });
  });
});
