import type { ResourceProps } from '@refinedev/core';
import { spotResource } from './spot';
import { wechatUserResource } from './wechat-user';

/**
 * Every refine resource of the product. `npm run refine add resource <name> -- -p src/resources` scaffolds a folder;
 * add its declaration here: its list route appears once the server menu has an entry with that path, and its
 * create / edit / show routes are generated from this declaration (src/router/shell-routes.tsx).
 */
export const resources: ResourceProps[] = [spotResource, wechatUserResource];
