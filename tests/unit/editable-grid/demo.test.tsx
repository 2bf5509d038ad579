import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EditableGridDemo from '@/pages/demo/EditableGridDemo';

describe('可编辑表格示例 page', () => {
  it('validates both sub-tables and reports the failing coupon table, switching to its tab', async () => {
    render(<EditableGridDemo />);
    expect(screen.getByRole('tab', { name: '商品' })).toHaveAttribute('aria-selected', 'true');
    // The goods grid shows sortable headers (isOrder) on 商品名称 and 单价.
    expect(screen.getByRole('columnheader', { name: /单价/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /商品名称/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /数量/ })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: '校验全部子表' }));
    expect(await screen.findByText('第 2 个表格（coupons）有 3 处错误', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '优惠券' })).toHaveAttribute('aria-selected', 'true');
  }, 90000);
});
