import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import IframePage from '@/layout/pages/iframe-page';
import { RouteContext } from '@/layout/route-context';
import type { PageRoute } from '@/router/menu-routes';

const route = (over: Partial<PageRoute>): PageRoute => ({
  path: '/links/doc', component: 'layouts/IframePageView', title: '在线文档', keepAlive: false, external: false,
  hidden: false, parents: [], url: 'https://example.com/doc', ...over,
});

const renderWith = (r: PageRoute | undefined) =>
  render(
    <MemoryRouter initialEntries={['/links/doc']}>
      <RouteContext.Provider value={r}>
        <IframePage />
      </RouteContext.Provider>
    </MemoryRouter>,
  );

describe('iframe page', () => {
  it('shows the route URL in an iframe', () => {
    renderWith(route({}));
    expect(screen.getByTitle('在线文档')).toHaveAttribute('src', 'https://example.com/doc');
  });
  it.each([
    ['an external entry', route({ external: true })],
    ['an entry without URL', route({ url: undefined })],
    ['no route', undefined],
  ])('renders no iframe for %s', (_n, r) => {
    renderWith(r);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('页面组件不存在')).toBeInTheDocument();
  });
});
