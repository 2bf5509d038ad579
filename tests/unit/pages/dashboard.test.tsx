import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from '@refinedev/core';
import Analysis from '@/pages/dashboard/analysis';
import { axisTicks, niceMax } from '@/pages/dashboard/visit-chart';
import { greeting } from '@/lib/constants';
import { spotResource } from '@/resources/spot';
import { wechatUserResource } from '@/resources/wechat-user';
import { fakeDataProvider, renderWithRefine } from './test-app';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90000 });

const auth: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({ id: 'u1', username: 'admin', realname: '管理员' }),
};

const DAYS = ['05-01', '05-02', '05-03', '05-04', '05-05', '05-06', '05-07'].map((t, i) => ({
  visit: i * 3,
  ip: i,
  tian: `2025-${t}`,
  type: t,
}));

function totals(resource: string, p: any) {
  const f = (p.filters ?? []).find((x: any) => x.value !== undefined);
  if (resource === 'spot') {
    if (p.pagination?.pageSize === 5) {
      return { data: [{ id: 's1', spotname: '古田会议旧址', isrelease: '1', createTime: '2025-05-07 10:00:00' }], total: 9 };
    }
    return { data: [], total: f ? 7 : 9 };
  }
  if (f?.value === '1') return { data: [], total: 40 };
  if (f?.value === '2') return { data: [], total: 2 };
  return { data: [], total: 43 };
}

describe('dashboard analysis', () => {
  it('shows the server figures, the 7-day chart, the counts and the latest spots', async () => {
    const { dp } = fakeDataProvider(totals);
    dp.custom = vi.fn(async ({ url }: any) =>
      url === '/sys/loginfo'
        ? { data: { totalVisitCount: 1234, todayVisitCount: 56, todayIp: 7 } }
        : { data: DAYS },
    ) as never;
    renderWithRefine(<Analysis />, { dataProvider: dp, authProvider: auth, resources: [spotResource, wechatUserResource] });
    expect(await screen.findByText(`${greeting()}，管理员`)).toBeInTheDocument();
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
    await screen.findByText('1,234');
    expect(within(stat('总访问量')).getByText('1,234')).toBeInTheDocument();
    expect(within(stat('今日访问量')).getByText('56')).toBeInTheDocument();
    expect(within(stat('今日IP')).getByText('7')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: '近7日访问量' });
    expect(within(chart).getByText('05-07')).toBeInTheDocument();
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    await screen.findByText('古田会议旧址');
    const spotCard = screen.getByText('景区').closest('.ant-card') as HTMLElement;
    expect(within(within(spotCard).getByText('已发布').closest('.ant-statistic') as HTMLElement).getByText('7')).toBeInTheDocument();
    expect(within(within(spotCard).getByText('总数').closest('.ant-statistic') as HTMLElement).getByText('9')).toBeInTheDocument();
    const wxCard = screen.getByText('商户微信用户').closest('.ant-card') as HTMLElement;
    expect(within(within(wxCard).getByText('冻结').closest('.ant-statistic') as HTMLElement).getByText('2')).toBeInTheDocument();
    expect(within(within(wxCard).getByText('总数').closest('.ant-statistic') as HTMLElement).getByText('43')).toBeInTheDocument();
  });

  it('shows an empty state without visit data', async () => {
    const { dp } = fakeDataProvider(() => ({ data: [], total: 0 }));
    dp.custom = vi.fn(async ({ url }: any) =>
      url === '/sys/loginfo' ? { data: { totalVisitCount: 0, todayVisitCount: 0, todayIp: 0 } } : { data: [] },
    ) as never;
    renderWithRefine(<Analysis />, { dataProvider: dp, authProvider: auth, resources: [spotResource, wechatUserResource] });
    expect(await screen.findByText('暂无访问数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无景区')).toBeInTheDocument();
  });

  it('rounds the chart axis', () => {
    expect([0, 1, 3, 7, 12, 480].map(niceMax)).toEqual([5, 5, 5, 10, 20, 500]);
    expect(axisTicks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
