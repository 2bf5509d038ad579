import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Refine, type AuthProvider, type DataProvider, type ResourceProps } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/** Shows the current location so tests can assert where a page navigated. */
export function LocationProbe() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}

export interface ListCall {
  resource: string;
  params: Record<string, unknown>;
}

/**
 * A data provider whose getList answers from `rows` and records what refine asked, plus the query the real
 * Jeecg mapping would send (`jeecg`) so tests can assert the exact request.
 */
export function fakeDataProvider(answer: (resource: string, params: any) => { data: any[]; total: number }) {
  const calls: ListCall[] = [];
  const dp: DataProvider = {
    getApiUrl: () => '/jeecg-boot',
    getList: vi.fn(async (p: any) => {
      calls.push({ resource: p.resource, params: p });
      return answer(p.resource, p) as never;
    }),
    getOne: vi.fn(async () => ({ data: {} }) as never),
    create: vi.fn(async (p: any) => ({ data: p.variables }) as never),
    update: vi.fn(async (p: any) => ({ data: p.variables }) as never),
    deleteOne: vi.fn(async (p: any) => ({ data: { id: p.id } }) as never),
    deleteMany: vi.fn(async (p: any) => ({ data: p.ids.map((id: string) => ({ id })) }) as never),
  };
  return { dp, calls };
}

export function renderWithRefine(
  ui: ReactNode,
  opts: {
    dataProvider?: DataProvider;
    authProvider?: AuthProvider;
    resources?: ResourceProps[];
    path?: string;
    route?: string;
    extraRoutes?: ReactNode;
  } = {},
) {
  const dp = opts.dataProvider ?? fakeDataProvider(() => ({ data: [], total: 0 })).dp;
  return render(
    <MemoryRouter initialEntries={[opts.path ?? '/']}>
      <ConfigProvider locale={zhCN}>
        <AntdApp>
          <Refine
            dataProvider={dp}
            authProvider={opts.authProvider}
            routerProvider={routerProvider}
            resources={opts.resources ?? []}
            options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
          >
            <Routes>
              <Route path={opts.route ?? '*'} element={<>{ui}<LocationProbe /></>} />
              {opts.extraRoutes}
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>,
  );
}
