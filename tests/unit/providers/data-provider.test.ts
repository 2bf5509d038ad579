import { vi } from 'vitest';

const getAction = vi.fn();
const postAction = vi.fn();
const putAction = vi.fn();
const deleteAction = vi.fn();
vi.mock('@/providers/http', async (orig) => {
  const real = await orig<typeof import('@/providers/http')>();
  return { ...real, getAction, postAction, putAction, deleteAction };
});

const { dataProvider, endpoint } = await import('@/providers/data-provider');

const ok = (result: unknown, code = 0) => ({ success: true, message: '操作成功！', code, result, timestamp: 1 });
const spotMeta = { api: { base: '/weixin/hsczSpotBase' }, defaultSort: { field: 'showorder', order: 'asc' as const } };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('data provider → Jeecg endpoints', () => {
  it('endpoints come from meta.api.base, overridable per operation', () => {
    expect(endpoint('spot', spotMeta, 'list')).toBe('/weixin/hsczSpotBase/list');
    expect(endpoint('spot', { api: { base: '/x/', list: '/x/listWeb' } }, 'list')).toBe('/x/listWeb');
    expect(endpoint('spot', undefined, 'queryById')).toBe('/spot/queryById');
  });

  it('getList sends the exact Jeecg query and reads records/total', async () => {
    getAction.mockResolvedValue(ok({ records: [{ id: '1' }], total: 41, size: 10, current: 2, pages: 5 }));
    const res = await dataProvider.getList({
      resource: 'spot',
      pagination: { currentPage: 2, pageSize: 10 },
      filters: [
        { field: 'spotname', operator: 'contains', value: '井冈山' },
        { field: 'isrelease', operator: 'eq', value: '1' },
      ],
      sorters: [],
      meta: spotMeta,
    });
    expect(getAction).toHaveBeenCalledWith('/weixin/hsczSpotBase/list', {
      pageNo: 2,
      pageSize: 10,
      column: 'showorder',
      order: 'asc',
      spotname: '*井冈山*',
      isrelease: '1',
    });
    expect(res).toEqual({ data: [{ id: '1' }], total: 41 });
  });

  it('accepts a plain array result like the Vue list mixin', async () => {
    getAction.mockResolvedValue(ok([{ id: 'a' }, { id: 'b' }]));
    expect(await dataProvider.getList({ resource: 'r' })).toEqual({ data: [{ id: 'a' }, { id: 'b' }], total: 2 });
  });

  it('success:false becomes an HttpError carrying the server message and code (510 = no permission)', async () => {
    getAction.mockResolvedValue({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null, timestamp: 1 });
    await expect(dataProvider.getList({ resource: 'r' })).rejects.toEqual({ message: '没有权限，请联系管理员授权', statusCode: 510 });
  });

  it('an unsupported filter fails before any request with a clear message', async () => {
    await expect(
      dataProvider.getList({ resource: 'r', filters: [{ field: 'a', operator: 'null', value: true }] }),
    ).rejects.toMatchObject({ message: expect.stringContaining('"null"') });
    expect(getAction).not.toHaveBeenCalled();
  });

  it('getOne → queryById?id=', async () => {
    getAction.mockResolvedValue(ok({ id: '7', spotname: '遵义会议会址' }));
    const res = await dataProvider.getOne({ resource: 'spot', id: '7', meta: spotMeta });
    expect(getAction).toHaveBeenCalledWith('/weixin/hsczSpotBase/queryById', { id: '7' });
    expect(res.data).toEqual({ id: '7', spotname: '遵义会议会址' });
  });

  it('create → POST add with the JSON body', async () => {
    postAction.mockResolvedValue({ ...ok(null, 200), message: '添加成功！' });
    const res = await dataProvider.create({ resource: 'spot', variables: { spotname: '西柏坡' }, meta: spotMeta });
    expect(postAction).toHaveBeenCalledWith('/weixin/hsczSpotBase/add', { spotname: '西柏坡' });
    expect(res.data).toEqual({ spotname: '西柏坡' });
  });

  it('update → PUT edit with the id in the body', async () => {
    putAction.mockResolvedValue(ok(null, 200));
    await dataProvider.update({ resource: 'spot', id: '9', variables: { spotname: 'x' }, meta: spotMeta });
    expect(putAction).toHaveBeenCalledWith('/weixin/hsczSpotBase/edit', { spotname: 'x', id: '9' });
  });

  it('deleteOne → DELETE delete?id=, deleteMany → DELETE deleteBatch?ids=a,b', async () => {
    deleteAction.mockResolvedValue(ok(null, 200));
    await dataProvider.deleteOne({ resource: 'spot', id: '1', meta: spotMeta });
    expect(deleteAction).toHaveBeenLastCalledWith('/weixin/hsczSpotBase/delete', { id: '1' });
    await dataProvider.deleteMany!({ resource: 'spot', ids: ['1', '2'], meta: spotMeta });
    expect(deleteAction).toHaveBeenLastCalledWith('/weixin/hsczSpotBase/deleteBatch', { ids: '1,2' });
  });

  it('getMany asks the list with an IN filter on id', async () => {
    getAction.mockResolvedValue(ok({ records: [{ id: '1' }, { id: '2' }], total: 2 }));
    await dataProvider.getMany!({ resource: 'spot', ids: ['1', '2'], meta: spotMeta });
    expect(getAction).toHaveBeenCalledWith('/weixin/hsczSpotBase/list', { pageNo: 1, pageSize: 2, id: '1,2' });
  });

  it('a delete that fails on the server rejects with its message', async () => {
    deleteAction.mockResolvedValue({ success: false, code: 500, message: '未找到对应数据', result: null, timestamp: 1 });
    await expect(dataProvider.deleteOne({ resource: 'spot', id: 'x', meta: spotMeta })).rejects.toMatchObject({
      message: '未找到对应数据',
      statusCode: 500,
    });
  });
});
