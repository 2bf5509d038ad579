import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGrid, cell } from './helpers';

const upload = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('@/providers/http', async (orig) => ({
  ...(await orig<typeof import('@/providers/http')>()),
  uploadAction: upload.fn,
}));

afterEach(() => upload.fn.mockReset());

function pick(container: HTMLElement, key: string, name = 'a.png') {
  const input = container.querySelector<HTMLInputElement>(`[data-testid="upload-input-${key}"]`)!;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
}

describe('upload, file and image cells', () => {
  it('uploading shows the percent, done stores the path from `message` with file + biz temp + isup=1', async () => {
    let finish: (v: unknown) => void = () => {};
    upload.fn.mockImplementation((_url: string, _form: FormData, opts: { onProgress: (p: number) => void }) => {
      opts.onProgress(40);
      return new Promise((r) => (finish = r));
    });
    const { container, api } = renderGrid({ columns: [{ key: 'f', title: '附件', type: 'file' }], dataSource: [{ id: 'a' }] });
    pick(container, 'f', '说明书文档.pdf');
    await waitFor(() => expect(screen.getByLabelText('说明书文档.pdf 上传中 40%')).toBeInTheDocument());
    expect(api().getData().rows[0].f).toBe('');
    const [url, form, opts] = upload.fn.mock.calls[0];
    expect(url).toBe('/sys/common/upload');
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    expect((form as FormData).get('biz')).toBe('temp');
    expect((form as FormData).get('isup')).toBe('1');
    expect(opts.withToken).toBe(false);
    await act(async () => finish({ success: true, message: 'temp/manual_1.pdf', code: 0, result: null }));
    expect(cell(container, 'a', 'f').textContent).toContain('说明书文档…');
    expect(api().getData().rows[0].f).toBe('temp/manual_1.pdf');
  });

  it('token flag, biz and responseName are honoured', async () => {
    upload.fn.mockResolvedValue({ success: true, message: 'ok', result: null, url: 'http://oss/x.png' });
    const { container, api } = renderGrid({
      columns: [{ key: 'p', title: '图片', type: 'image', token: true, biz: 'goods', responseName: 'url' }],
      dataSource: [{ id: 'a' }],
    });
    pick(container, 'p');
    await waitFor(() => expect(api().getData().rows[0].p).toBe('http://oss/x.png'));
    expect(upload.fn.mock.calls[0][2].withToken).toBe(true);
    expect((upload.fn.mock.calls[0][1] as FormData).get('biz')).toBe('goods');
    expect(container.querySelector('img.eg-upload-thumb')).toHaveAttribute('src', 'http://oss/x.png');
  });

  it('error: the icon opens 上传出错 with 错误信息：{message}, or 未知错误', async () => {
    upload.fn.mockResolvedValueOnce({ success: false, message: '上传失败！', result: null });
    const { container } = renderGrid({ columns: [{ key: 'u', title: '文件', type: 'upload' }], dataSource: [{ id: 'a' }, { id: 'b' }] });
    pick(container, 'u', 'a.txt');
    const icon = await screen.findByLabelText('a.txt 上传出错');
    await userEvent.click(icon);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('上传出错'));
    expect(screen.getByText('错误信息：上传失败！')).toBeInTheDocument();
    upload.fn.mockResolvedValueOnce({ success: false, message: '', result: null });
    const second = container.querySelectorAll<HTMLInputElement>('[data-testid="upload-input-u"]')[1];
    fireEvent.change(second, { target: { files: [new File(['y'], 'b.txt')] } });
    await userEvent.click(await screen.findByLabelText('b.txt 上传出错'));
    expect(await screen.findByText('错误信息：未知错误')).toBeInTheDocument();
  });

  it('a network failure is an error state too', async () => {
    upload.fn.mockRejectedValue(new Error('网络超时'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderGrid({ columns: [{ key: 'u', title: '文件', type: 'upload' }], dataSource: [{ id: 'a' }] });
    pick(container, 'u', 'c.txt');
    await userEvent.click(await screen.findByLabelText('c.txt 上传出错'));
    expect(await screen.findByText('错误信息：网络超时')).toBeInTheDocument();
    warn.mockRestore();
  });
});
