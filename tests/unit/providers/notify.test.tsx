import { screen } from '@testing-library/react';
import { notify } from '@/providers/notify';

describe('the one message path', () => {
  it('shows a warning on screen (antd message loaded on first use)', async () => {
    notify.warning('景区名称不能为空');
    expect(await screen.findByText('景区名称不能为空', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the same failure once within a few seconds', async () => {
    notify.system('系统提示', '很抱歉，资源未找到!');
    notify.warning('很抱歉，资源未找到!');
    expect(await screen.findByText('很抱歉，资源未找到!', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText('很抱歉，资源未找到!')).toHaveLength(1);
  });
});
