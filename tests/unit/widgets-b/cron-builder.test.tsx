import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CronBuilder } from '@/widgets/cron';

const NOW = new Date(2025, 0, 1, 0, 0, 0);

beforeAll(async () => {
  await import('@/widgets/cron/CronBuilder');
}, 60000);

async function setup(value: string) {
  const onChange = vi.fn();
  render(<CronBuilder value={value} onChange={onChange} now={NOW} />);
  await screen.findByTestId('cron-builder', {}, { timeout: 20000 });
  return onChange;
}

/** The mode radio of the visible tab (queried by value: accessible-name queries are very slow on this big form). */
const radio = (mode: string) => document.querySelector(`.ant-tabs-tabpane-active input[type="radio"][value="${mode}"]`) as HTMLInputElement;
const dayTab = () => fireEvent.click(screen.getByText('日/周'));

describe('CronBuilder', { timeout: 60000 }, () => {
  it('reverses an expression into its modes, describes it and lists the next 5 fire times', async () => {
    await setup('0 0 12 LW * ? *');
    dayTab();
    expect(radio('lastWorkday')).toBeChecked();
    expect(screen.getByTestId('cron-description')).toHaveTextContent('每月最后一个工作日 12:00:00 执行');
    const next = screen.getAllByTestId('cron-next').map((e) => e.textContent);
    expect(next).toEqual([
      '第1次：2025-01-31 12:00:00',
      '第2次：2025-02-28 12:00:00',
      '第3次：2025-03-31 12:00:00',
      '第4次：2025-04-30 12:00:00',
      '第5次：2025-05-30 12:00:00',
    ]);
  });

  it('choosing a mode emits the new expression with ? in the other day field', async () => {
    const onChange = await setup('0 0 2 * * ? *');
    expect(screen.getByTestId('cron-description')).toHaveTextContent('每天 02:00:00 执行');
    dayTab();
    fireEvent.click(radio('lastDay'));
    expect(onChange).toHaveBeenLastCalledWith('0 0 2 L * ? *');
    fireEvent.click(radio('nthWeekday'));
    expect(onChange).toHaveBeenLastCalledWith('0 0 2 ? * 2#1 *');
    expect(screen.getByLabelText('cron表达式')).toHaveValue('0 0 2 ? * 2#1 *');
  });

  it('increment mode of seconds: start and step', async () => {
    const onChange = await setup('0 0 2 * * ? *');
    fireEvent.click(radio('increment'));
    expect(onChange).toHaveBeenLastCalledWith('0/1 0 2 * * ? *');
    fireEvent.change(screen.getByLabelText('秒间隔'), { target: { value: '15' } });
    fireEvent.blur(screen.getByLabelText('秒间隔'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('0/15 0 2 * * ? *'));
  });

  it('explains invalid input in Chinese and does not emit it', async () => {
    const onChange = await setup('0 0 2 * * ? *');
    fireEvent.change(screen.getByLabelText('cron表达式'), { target: { value: '0 0 25 * * ? 2200' } });
    const errors = screen.getByTestId('cron-errors');
    expect(errors).toHaveTextContent('时：取值 25 超出范围 0-23');
    expect(errors).toHaveTextContent('年：取值 2200 超出范围 2019-2119');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('cron表达式'), { target: { value: '0 0 0 * * * *' } });
    expect(screen.getByTestId('cron-errors')).toHaveTextContent('日和周必须有一个为“?”（不能同时指定日和周）');
  });

  it('a typed valid expression is reversed into the modes', async () => {
    const onChange = await setup('0 0 2 * * ? *');
    fireEvent.change(screen.getByLabelText('cron表达式'), { target: { value: '0 0 10 ? * 6L *' } });
    expect(onChange).toHaveBeenLastCalledWith('0 0 10 ? * 6L *');
    dayTab();
    expect(radio('lastWeekday')).toBeChecked();
    expect(radio('lastWeekday').closest('label')).toHaveTextContent('周五');
    expect(screen.getByTestId('cron-description')).toHaveTextContent('每月最后一个周五 10:00:00 执行');
  });
});
