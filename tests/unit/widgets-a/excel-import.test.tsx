import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { vi } from 'vitest';

const uploadAction = vi.fn();
const downloadFile = vi.fn();
vi.mock('@/providers/http', () => ({
  uploadAction: (...a: unknown[]) => uploadAction(...a),
  downloadFile: (...a: unknown[]) => downloadFile(...a),
}));

import { notify } from '@/providers/notify';
import { ImportExcelModal, buildImportForm } from '@/widgets/excel-import';

vi.setConfig({ testTimeout: 60000 });
const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
const succ = vi.spyOn(notify, 'success').mockImplementation(() => {});
const slow = { timeout: 8000 };
const xlsx = (name = 'users.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(() => {
  uploadAction.mockReset();
  downloadFile.mockReset().mockResolvedValue(undefined);
  warn.mockClear();
  succ.mockClear();
});
afterEach(() => Modal.destroyAll());

function setup(props: Partial<React.ComponentProps<typeof ImportExcelModal>> = {}) {
  const onClose = vi.fn();
  const onOk = vi.fn();
  render(<ImportExcelModal open url="/sys/user/importExcel" onClose={onClose} onOk={onOk} {...props} />);
  // rc-upload replaces its <input> after every pick: look it up each time.
  const input = () => document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  const start = () => screen.getByRole('button', { name: /开始上传|上传中/ });
  return { onClose, onOk, input, start };
}

describe('Excel import modal', () => {
  it('is 600 wide, titled 导入EXCEL, and the upload button is disabled without files', async () => {
    const { start } = setup();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('导入EXCEL');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('600px');
    expect(start()).toBeDisabled();
  });

  it('accepts only .xls and .xlsx', async () => {
    const { input, start } = setup();
    expect(input()).toHaveAttribute('accept', '.xls,.xlsx');
    await user.upload(input(), new File(['a'], 'a.csv', { type: 'text/csv' }));
    expect(warn).toHaveBeenCalledWith('只能上传 .xls 或 .xlsx 格式的文件');
    expect(start()).toBeDisabled();
    await user.upload(input(), new File(['a'], 'old.XLS'));
    expect(start()).toBeEnabled();
  });

  it('sends files[] per file, no isSingleTableImport/foreignKeys unless set; success shows the message and closes', async () => {
    uploadAction.mockResolvedValue({ success: true, code: 200, message: '文件导入成功！数据行数：2', result: null, timestamp: 1 });
    const { input, start, onClose, onOk } = setup();
    await user.upload(input(), [xlsx('a.xlsx'), xlsx('b.xls')]);
    await user.click(start());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onOk).toHaveBeenCalled();
    expect(succ).toHaveBeenCalledWith('文件导入成功！数据行数：2');
    const [url, fd] = uploadAction.mock.calls[0] as [string, FormData];
    expect(url).toBe('/sys/user/importExcel');
    expect(fd.getAll('files[]').map((f) => (f as File).name)).toEqual(['a.xlsx', 'b.xls']);
    expect(fd.has('isSingleTableImport')).toBe(false);
    expect(fd.has('foreignKeys')).toBe(false);
  });

  it('failure warns with the server message and keeps the dialog open', async () => {
    uploadAction.mockResolvedValue({ success: false, code: 500, message: '文件导入失败:第2行格式错误', result: null, timestamp: 1 });
    const { input, start, onClose } = setup();
    await user.upload(input(), xlsx());
    await user.click(start());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('文件导入失败:第2行格式错误'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('code 201 shows the message, result.msg and a download link for the error file, and closes', async () => {
    uploadAction.mockResolvedValue({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { msg: '总上传行数：10，已导入行数：8，错误行数：2', fileUrl: '/sys/common/static/logs/20210810/err.txt', fileName: 'err.txt' },
      timestamp: 1,
    });
    const { input, start, onClose } = setup({ biz: 'sys_user', foreignKeys: ['a', 'b'] });
    await user.upload(input(), xlsx());
    await user.click(start());
    expect(await screen.findByText('总上传行数：10，已导入行数：8，错误行数：2', {}, slow)).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('文件导入成功，但有错误。');
    const link = screen.getByText('点击下载');
    expect(link).toHaveAttribute('href', '/jeecg-boot/sys/common/static/logs/20210810/err.txt');
    await user.click(link);
    expect(downloadFile).toHaveBeenCalledWith('/sys/common/static/logs/20210810/err.txt', {}, 'err.txt');
    expect(onClose).toHaveBeenCalled();
    const fd = uploadAction.mock.calls[0][1] as FormData;
    expect(fd.get('isSingleTableImport')).toBe('sys_user');
    expect(fd.get('foreignKeys')).toBe('a,b');
  });

  it('buildImportForm follows the rules on its own', () => {
    const fd = buildImportForm([xlsx('x.xlsx')], '', '');
    expect([...fd.keys()]).toEqual(['files[]']);
  });
});
