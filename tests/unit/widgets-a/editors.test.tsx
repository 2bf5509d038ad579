import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';

const uploadAction = vi.fn();
vi.mock('@/providers/http', () => ({ uploadAction: (...a: unknown[]) => uploadAction(...a) }));

import { notify } from '@/providers/notify';
import { ImageInsertDialog, LazyMarkdownEditor, imageMarkdown, IMAGE_BUTTON_POSITION, MARKDOWN_HEIGHT } from '@/widgets/markdown';
import { CODE_MODES, CODE_TAB_SIZE, CODE_HEIGHT } from '@/widgets/code-editor';
import { uploadEditorImage, RICH_TEXT_HEIGHT } from '@/widgets/rich-text';

const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
const slow = { timeout: 10000 };
vi.setConfig({ testTimeout: 60000 });

beforeEach(() => {
  uploadAction.mockReset();
  warn.mockClear();
  error.mockClear();
});

describe('markdown image dialog', () => {
  function Harness({ onInsert }: { onInsert: (md: string) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>再次打开</button>
        <ImageInsertDialog open={open} onClose={() => setOpen(false)} onInsert={onInsert} />
      </>
    );
  }

  it('builds ![remark](url)', () => {
    expect(imageMarkdown('http://a.cn/x.png', '会址')).toBe('![会址](http://a.cn/x.png)');
    expect(imageMarkdown('http://a.cn/a b(1).png', '[x]')).toBe('![\\[x\\]](http://a.cn/a%20b%281%29.png)');
  });

  it('network tab: OK inserts the image with its remark and clears every field', async () => {
    const onInsert = vi.fn();
    render(<Harness onInsert={onInsert} />);
    await user.click(await screen.findByRole('tab', { name: '网络图片' }));
    await user.click(screen.getByLabelText('图片地址'));
    await user.paste('https://img.example.com/a.png');
    await user.click(screen.getAllByLabelText('图片备注')[1]);
    await user.paste('一大会址');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onInsert).toHaveBeenCalledWith('![一大会址](https://img.example.com/a.png)');
    await user.click(screen.getByText('再次打开'));
    await waitFor(() => expect(screen.getByLabelText('图片地址')).toHaveValue(''));
    expect(screen.getAllByLabelText('图片备注')[1]).toHaveValue('');
  });

  it('changing tab clears the inputs', async () => {
    render(<Harness onInsert={vi.fn()} />);
    await user.click(screen.getAllByLabelText('图片备注')[0]);
    await user.paste('本地备注');
    await user.click(screen.getByRole('tab', { name: '网络图片' }));
    await user.click(screen.getByLabelText('图片地址'));
    await user.paste('http://x.cn/y.png');
    await user.click(screen.getByRole('tab', { name: '本地上传' }));
    expect(screen.getAllByLabelText('图片备注')[0]).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: '网络图片' }));
    expect(screen.getByLabelText('图片地址')).toHaveValue('');
  });

  it('local tab uploads the picked image and inserts its static URL; nothing picked → 请上传图片', async () => {
    uploadAction.mockResolvedValue({ success: true, code: 0, message: 'temp/pic_1.png', result: null, timestamp: 1 });
    const onInsert = vi.fn();
    render(<Harness onInsert={onInsert} />);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(warn).toHaveBeenCalledWith('请上传图片');
    const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['p'], 'pic.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('.md-image-picked img')).not.toBeNull());
    await user.click(screen.getAllByLabelText('图片备注')[0]);
    await user.paste('图');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onInsert).toHaveBeenCalledWith('![图](/jeecg-boot/sys/common/static/temp/pic_1.png)');
  });
});

describe('markdown editor', () => {
  it('renders lazily at height 300 with the image button at toolbar position 15 and a Chinese toolbar', async () => {
    expect(MARKDOWN_HEIGHT).toBe(300);
    const { container } = render(<LazyMarkdownEditor value="# 标题" />);
    const btn = await screen.findByRole('button', { name: '插入图片' }, slow);
    const toolbar = container.querySelector('.w-md-editor-toolbar ul') as HTMLElement;
    const items = Array.from(toolbar.children);
    expect(items.indexOf(btn.closest('li') as Element)).toBe(IMAGE_BUTTON_POSITION);
    expect(within(toolbar).getByRole('button', { name: '添加粗体文本(ctrl + b)' })).toBeInTheDocument();
    expect((container.querySelector('.w-md-editor') as HTMLElement).style.height).toBe('300px');
    await user.click(btn);
    expect(await screen.findByRole('tab', { name: '本地上传' })).toBeInTheDocument();
  });
});

describe('code editor and rich text constants', () => {
  it('offers the spec modes with tab size 2 and height 240 px', () => {
    expect(CODE_MODES.map((m) => m.label)).toEqual(['CSS', 'JavaScript', 'HTML', 'Java', 'Python', 'SQL', 'Shell', 'Markdown']);
    expect(CODE_TAB_SIZE).toBe(2);
    expect(CODE_HEIGHT).toBe('240px');
    expect(RICH_TEXT_HEIGHT).toBe(300);
  });

  it('rich-text images go to /sys/common/upload with biz jeditor; failure → 上传失败', async () => {
    uploadAction.mockResolvedValueOnce({ success: true, code: 0, message: 'jeditor/a_1.png', result: null, timestamp: 1 });
    expect(await uploadEditorImage(new File(['a'], 'a.png', { type: 'image/png' }))).toBe('/jeecg-boot/sys/common/static/jeditor/a_1.png');
    const fd = uploadAction.mock.calls[0][1] as FormData;
    expect(uploadAction.mock.calls[0][0]).toBe('/sys/common/upload');
    expect([fd.get('biz'), fd.get('jeditor'), fd.has('isup')]).toEqual(['jeditor', '1', false]);
    uploadAction.mockResolvedValueOnce({ success: false, code: 500, message: '上传失败！', result: null, timestamp: 1 });
    expect(await uploadEditorImage(new File(['a'], 'b.png', { type: 'image/png' }))).toBeNull();
    expect(error).toHaveBeenCalledWith('上传失败');
  });
});
