import { createContext, useContext } from 'react';
import type { PageRoute } from '@/router/menu-routes';

/**
 * The PageRoute of the tab a page is rendered in, provided by BasicLayout to each tab. Lets a page such as the iframe
 * page read its menu entry (title, resolved url) without props: `const route = useCurrentRoute()`.
 */
export const RouteContext = createContext<PageRoute | undefined>(undefined);

export function useCurrentRoute(): PageRoute | undefined {
  return useContext(RouteContext);
}
