import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Modal } from 'antd';

const uploadAction = vi.fn();
vi.mock('@/providers/http', () => ({ uploadAction: (...a: unknown[]) => uploadAction(...a) }));

import { notify } from '@/providers/notify';
import { JImageUpload, JUpload } from '@/widgets/upload';
import {
  formatSize,
  keepLast,
  moveItem,
  nameFromPath,
  shortName,
  sizeExceededMessage,
  valueWhenAllDone,
  type UploadItem,
} from '@/widgets/upload/upload-rules';
import { fileMd5 } from '@/widgets/upload/md5';

vi.setConfig({ testTimeout: 60000 });
const user = userEvent.setup({ applyAccept: false });
const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
const error = vi.spyOn(notify, 'error').mockImplementation(() => {});

function file(name: string, content = name, type = 'text/plain') {
  return new File([content], name, { type });
}
function input(container: HTMLElement) {
  return container.querySelector('input[type=file]') as HTMLInputElement;
}
function ok(message: string) {
  return { success: true, code: 0, message, result: null, timestamp: 1 };
}
function sentFields(call: number) {
  const fd = uploadAction.mock.calls[call][1] as FormData;
  return { url: uploadAction.mock.calls[call][0], file: (fd.get('file') as File).name, biz: fd.get('biz'), isup: fd.get('isup') };
}

afterEach(() => Modal.destroyAll());
beforeEach(() => {
  uploadAction.mockReset();
  warn.mockClear();
  error.mockClear();
});

describe('upload rules', () => {
  it('formats the size limit in K below 1048576 bytes and in M from it', () => {
    expect(formatSize(1048575)).toBe('1024K');
    expect(formatSize(1048576)).toBe('1M');
    expect(formatSize(512 * 1024)).toBe('512K');
    expect(formatSize(1.5 * 1048576)).toBe('1.5M');
    expect(sizeExceededMessage(10 * 1048576)).toBe('上传文件大小超过限制：10M');
  });
  it('shortens names to 5 characters', () => {
    expect(shortName('红色旅程景点介绍.pdf')).toBe('红色旅程景…');
    expect(shortName('a.txt')).toBe('a.txt');
  });
  it('number limit 0 keeps everything, otherwise the last N', () => {
    expect(keepLast([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(keepLast([1, 2, 3], 2)).toEqual([2, 3]);
  });
  it('moving the first left or the last right is refused with the spec messages', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual({ ok: false, message: '未知的操作' });
    expect(moveItem(['a', 'b'], 1, 1)).toEqual({ ok: false, message: '已到最后~' });
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual({ ok: true, items: ['a', 'c', 'b'] });
  });
  it('emits a value only when every file is done', () => {
    const done: UploadItem = { uid: '1', name: 'a', status: 'done', percent: 100, path: 'temp/a' };
    expect(valueWhenAllDone([done, { ...done, uid: '2', status: 'uploading', path: undefined }])).toBeUndefined();
    expect(valueWhenAllDone([done, { ...done, uid: '2', path: 'temp/b' }])).toBe('temp/a,temp/b');
  });
  it('derives a display name from a stored path', () => {
    expect(nameFromPath('temp/avatar_1628560000123.png')).toBe('avatar.png');
  });
  it('hashes on the main thread where Worker does not exist (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await fileMd5(new Blob(['hello']))).toBe('5d41402abc4b2a76b9719d911017c592');
  });
});

describe('JUpload', () => {
  it('POSTs multipart file + biz temp + isup=1 to /sys/common/upload and emits the path from message', async () => {
    uploadAction.mockResolvedValue(ok('temp/a_1.txt'));
    const onChange = vi.fn();
    const { container } = render(<JUpload onChange={onChange} />);
    await user.upload(input(container), file('a.txt'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/a_1.txt'));
    expect(sentFields(0)).toEqual({ url: '/sys/common/upload', file: 'a.txt', biz: 'temp', isup: '1' });
    expect(screen.getByText('a.txt').closest('a')).toHaveAttribute('href', '/jeecg-boot/sys/common/static/temp/a_1.txt');
  });

  it('reads the path from the field named by responseName and sends the given biz', async () => {
    uploadAction.mockResolvedValue({ ...ok('操作成功！'), url: 'spot/x_2.txt' });
    const onChange = vi.fn();
    const { container } = render(<JUpload biz="spot" responseName="url" onChange={onChange} />);
    await user.upload(input(container), file('x.txt'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('spot/x_2.txt'));
    expect(sentFields(0).biz).toBe('spot');
  });

  it('does not emit until every file of the batch is done', async () => {
    let finishA: (v: unknown) => void = () => {};
    uploadAction
      .mockImplementationOnce(() => new Promise((r) => (finishA = r)))
      .mockResolvedValueOnce(ok('temp/b_1.txt'));
    const onChange = vi.fn();
    const { container } = render(<JUpload onChange={onChange} />);
    await user.upload(input(container), [file('a.txt'), file('b.txt')]);
    await waitFor(() => expect(uploadAction).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(container.querySelectorAll('[data-status=done]')).toHaveLength(1));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => finishA(ok('temp/a_1.txt')));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/a_1.txt,temp/b_1.txt'));
  });

  it('shows {file} 上传失败 when the server refuses, and emits nothing', async () => {
    uploadAction.mockResolvedValue({ success: false, code: 500, message: '上传失败！', result: null, timestamp: 1 });
    const onChange = vi.fn();
    const { container } = render(<JUpload onChange={onChange} />);
    await user.upload(input(container), file('bad.txt'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('bad.txt 上传失败'));
    expect(container.querySelector('[data-status=error]')).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file above maxFileSize with the size in K or M', async () => {
    const { container, rerender } = render(<JUpload maxFileSize={1024} />);
    await user.upload(input(container), file('big.txt', 'x'.repeat(2000)));
    expect(warn).toHaveBeenCalledWith('上传文件大小超过限制：1K');
    rerender(<JUpload maxFileSize={1048576} />);
    await user.upload(input(container), file('big2.txt', 'x'.repeat(1048577)));
    expect(warn).toHaveBeenCalledWith('上传文件大小超过限制：1M');
    expect(uploadAction).not.toHaveBeenCalled();
  });

  it('counts the batch plus the existing files against maxFileNum', async () => {
    uploadAction.mockResolvedValue(ok('temp/c_1.txt'));
    const { container } = render(<JUpload value="temp/a_1.txt" multiple maxFileNum={2} />);
    await user.upload(input(container), [file('b.txt'), file('c.txt')]);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('最多只允许上传2个文件'));
    expect(uploadAction).not.toHaveBeenCalled();
    await user.upload(input(container), [file('c.txt')]);
    await waitFor(() => expect(uploadAction).toHaveBeenCalledTimes(1));
  });

  it('refuses a file whose MD5 matches one already uploaded: 该文件已经上传', async () => {
    uploadAction.mockResolvedValueOnce(ok('temp/a_1.txt')).mockResolvedValueOnce(ok('temp/b_1.txt'));
    const { container } = render(<JUpload />);
    await user.upload(input(container), file('a.txt', 'same bytes'));
    await waitFor(() => expect(uploadAction).toHaveBeenCalledTimes(1));
    await user.upload(input(container), file('renamed.txt', 'same bytes'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('该文件已经上传'));
    await user.upload(input(container), file('other.txt', 'other bytes'));
    await waitFor(() => expect(uploadAction).toHaveBeenCalledTimes(2));
  });

  it('with number=2 keeps only the last two files', async () => {
    uploadAction.mockResolvedValue(ok('temp/c_1.txt'));
    const onChange = vi.fn();
    const { container } = render(<JUpload value="temp/a_1.txt,temp/b_1.txt" number={2} onChange={onChange} />);
    await user.upload(input(container), file('c.txt'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/b_1.txt,temp/c_1.txt'));
  });

  it('number 0 is unlimited; removing a file emits the rest', async () => {
    const onChange = vi.fn();
    render(<JUpload value="temp/a_1.txt,temp/b_1.txt,temp/c_1.txt" onChange={onChange} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByLabelText('删除 b_1.txt'));
    expect(onChange).toHaveBeenCalledWith('temp/a_1.txt,temp/c_1.txt');
  });
});

describe('JImageUpload', () => {
  it('refuses a non-image: 请上传图片', async () => {
    const { container } = render(<JImageUpload />);
    await user.upload(input(container), file('a.txt'));
    expect(warn).toHaveBeenCalledWith('请上传图片');
    expect(uploadAction).not.toHaveBeenCalled();
  });

  it('in multiple mode refuses a further image once the count is at maxFileNum', async () => {
    const { container } = render(<JImageUpload isMultiple maxFileNum={2} value="temp/a_1.png,temp/b_1.png" />);
    await user.upload(input(container), file('c.png', 'c', 'image/png'));
    expect(warn).toHaveBeenCalledWith('最多只允许上传2个文件');
    expect(uploadAction).not.toHaveBeenCalled();
  });

  it('uploads an image and emits its path; single mode replaces the previous image', async () => {
    uploadAction.mockResolvedValue(ok('temp/new_1.png'));
    const onChange = vi.fn();
    const { container } = render(<JImageUpload value="temp/old_1.png" onChange={onChange} />);
    await user.upload(input(container), file('new.png', 'n', 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/new_1.png'));
  });

  it('reorders: first left → 未知的操作, last right → 已到最后~, otherwise moves and emits', async () => {
    const onChange = vi.fn();
    render(<JImageUpload isMultiple value="temp/a_1.png,temp/b_1.png,temp/c_1.png" onChange={onChange} />);
    const lefts = screen.getAllByLabelText('左移');
    const rights = screen.getAllByLabelText('右移');
    await user.click(lefts[0]);
    expect(warn).toHaveBeenCalledWith('未知的操作');
    await user.click(rights[2]);
    expect(warn).toHaveBeenCalledWith('已到最后~');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(lefts[1]);
    expect(onChange).toHaveBeenCalledWith('temp/b_1.png,temp/a_1.png,temp/c_1.png');
  });

  it('a failed image shows an error icon; clicking it opens 上传出错 with 错误信息：{message}', async () => {
    uploadAction.mockResolvedValue({ success: false, code: 500, message: '上传失败！', result: null, timestamp: 1 });
    const { container } = render(<JImageUpload />);
    await user.upload(input(container), file('x.png', 'x', 'image/png'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('x.png 上传失败'));
    await user.click(screen.getByLabelText('上传出错'));
    expect(await screen.findByText('上传出错', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(screen.getByText('错误信息：上传失败！')).toBeInTheDocument();
  });

  it('previews in a 548 px wide modal', async () => {
    render(<JImageUpload value="temp/a_1.png" />);
    await user.click(screen.getByLabelText('预览'));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('548px');
    expect(within(dialog).getByRole('img', { name: '预览' })).toHaveAttribute('src', '/jeecg-boot/sys/common/static/temp/a_1.png');
  });
});
