import type { BaseRecord, CrudSort, DataProvider, HttpError } from '@refinedev/core';
import type { JeecgPage, JeecgResult } from '@/types/jeecg';
import { runtimeConfig } from '@/lib/runtime-config';
import { HttpRequestError, deleteAction, getAction, http, postAction, putAction } from './http';
import { DEFAULT_SORT, mapFields, mapFilters, mapPagination, mapSorters, type JeecgParams } from './jeecg-query';

/**
 * refine DataProvider over JeecgBoot CRUD endpoints. A resource names its endpoints in `meta.api`:
 * `{ base: '/weixin/hsczSpotBase' }` gives `/list`, `/add`, `/edit`, `/delete`, `/deleteBatch`, `/queryById`;
 * any of them can be overridden (`meta.api.list = '/weixin/hsczSpotBase/listWeb'`). `meta.defaultSort` replaces the
 * createTime-descending default, `meta.params` adds fixed query parameters.
 */
export interface ResourceApi {
  base?: string;
  list?: string;
  add?: string;
  edit?: string;
  delete?: string;
  deleteBatch?: string;
  queryById?: string;
}

type Meta = { api?: ResourceApi; defaultSort?: CrudSort; params?: JeecgParams; fields?: unknown[] } | undefined;

export function endpoint(resource: string, meta: Meta, op: keyof Omit<ResourceApi, 'base'>): string {
  const api = meta?.api;
  if (api?.[op]) return api[op] as string;
  const base = api?.base ?? `/${resource}`;
  return `${base.replace(/\/+$/, '')}/${op}`;
}

/** `success:false` or a malformed body → refine HttpError carrying the server message. */
export function toHttpError(e: unknown): HttpError {
  if (e instanceof HttpRequestError) {
    return { message: e.message, statusCode: e.status ?? 0, displayed: e.displayed } as HttpError;
  }
  if (e && typeof e === 'object' && 'statusCode' in e) return e as HttpError;
  return { message: e instanceof Error ? e.message : String(e), statusCode: 0 } as HttpError;
}

export function ensureSuccess<T>(res: JeecgResult<T>): JeecgResult<T> {
  if (!res.success) {
    throw { message: res.message || '操作失败', statusCode: res.code || 500 } satisfies HttpError;
  }
  return res;
}

async function call<T>(p: () => Promise<JeecgResult<T>>): Promise<JeecgResult<T>> {
  let res: JeecgResult<T>;
  try {
    res = await p();
  } catch (e) {
    throw toHttpError(e);
  }
  return ensureSuccess(res);
}

/** Page result (or a plain array, which the Vue list mixin also accepts) → refine list response. */
export function toListResponse<T>(result: JeecgPage<T> | T[] | null | undefined): { data: T[]; total: number } {
  if (Array.isArray(result)) return { data: result, total: result.length };
  const records = result?.records ?? [];
  return { data: records, total: Number(result?.total ?? records.length) };
}

export function buildListParams(params: {
  pagination?: Parameters<typeof mapPagination>[0];
  sorters?: CrudSort[];
  filters?: Parameters<typeof mapFilters>[0];
  meta?: Meta;
}): JeecgParams {
  return {
    ...mapPagination(params.pagination),
    ...mapSorters(params.sorters, params.meta?.defaultSort ?? DEFAULT_SORT),
    ...mapFields(params.meta?.fields),
    ...mapFilters(params.filters),
    ...(params.meta?.params ?? {}),
  };
}

export const dataProvider: DataProvider = {
  getApiUrl: () => runtimeConfig().domianURL,

  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    let query: JeecgParams;
    try {
      query = buildListParams({ pagination, sorters, filters, meta: meta as Meta });
    } catch (e) {
      throw toHttpError(e);
    }
    const res = await call(() => getAction<JeecgPage<BaseRecord>>(endpoint(resource, meta as Meta, 'list'), query));
    return toListResponse(res.result) as never;
  },

  getOne: async ({ resource, id, meta }) => {
    const res = await call(() => getAction<BaseRecord>(endpoint(resource, meta as Meta, 'queryById'), { id }));
    return { data: res.result } as never;
  },

  getMany: async ({ resource, ids, meta }) => {
    const res = await call(() =>
      getAction<JeecgPage<BaseRecord>>(endpoint(resource, meta as Meta, 'list'), {
        pageNo: 1,
        pageSize: ids.length,
        id: ids.join(','),
      }),
    );
    return { data: toListResponse(res.result).data } as never;
  },

  create: async ({ resource, variables, meta }) => {
    const res = await call(() => postAction<BaseRecord>(endpoint(resource, meta as Meta, 'add'), variables));
    return { data: (res.result ?? variables) as BaseRecord } as never;
  },

  update: async ({ resource, id, variables, meta }) => {
    const body = { ...(variables as object), id };
    const res = await call(() => putAction<BaseRecord>(endpoint(resource, meta as Meta, 'edit'), body));
    return { data: (res.result ?? body) as BaseRecord } as never;
  },

  deleteOne: async ({ resource, id, meta }) => {
    await call(() => deleteAction(endpoint(resource, meta as Meta, 'delete'), { id }));
    return { data: { id } as BaseRecord } as never;
  },

  deleteMany: async ({ resource, ids, meta }) => {
    await call(() => deleteAction(endpoint(resource, meta as Meta, 'deleteBatch'), { ids: ids.join(',') }));
    return { data: ids.map((id) => ({ id })) as BaseRecord[] } as never;
  },

  custom: async ({ url, method, payload, query, headers }) => {
    const path = url.startsWith(runtimeConfig().domianURL) ? url.slice(runtimeConfig().domianURL.length) : url;
    const res = await call(async () => {
      const r = await http.request<JeecgResult<BaseRecord>>({ url: path, method, data: payload, params: query, headers });
      return r.data;
    });
    return { data: res.result } as never;
  },
};
