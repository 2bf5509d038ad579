import { useShow } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { Button, Card, Descriptions, Empty, Grid, Image, Space, Spin } from 'antd';
import { fileAccessUrl } from '@/lib/runtime-config';
import { Authorized } from '@/providers/access-control';
import { ReleaseTag, type Spot } from './columns';
import { SPOT_PERMS } from './index';

/** /spot/list/show/:id — every field of a spot and its images. */
export default function SpotShow() {
  const navigate = useNavigate();
  const { query, result } = useShow<Spot>({ resource: 'spot' });
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const s = result;
  const images = (s?.imageurl ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return (
    <Card
      title="景区详情"
      variant="borderless"
      extra={
        <Space>
          {s && (
            <Authorized code={SPOT_PERMS.edit}>
              <Button type="primary" onClick={() => navigate(`/spot/list/edit/${s.id}`)}>
                编辑
              </Button>
            </Authorized>
          )}
          <Button onClick={() => navigate('/spot/list')}>返回</Button>
        </Space>
      }
    >
      <Spin spinning={query.isLoading}>
        {s ? (
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            bordered
            size="middle"
            layout={narrow ? 'vertical' : 'horizontal'}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            <Descriptions.Item label="景区名称">{s.spotname}</Descriptions.Item>
            <Descriptions.Item label="简称">{s.spotshortname || '-'}</Descriptions.Item>
            <Descriptions.Item label="商铺数">{s.shopnum ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="是否发布">
              <ReleaseTag value={s.isrelease} />
            </Descriptions.Item>
            <Descriptions.Item label="排序">{s.showorder ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="图片" span={2}>
              {images.length ? (
                <Image.PreviewGroup>
                  <Space wrap>
                    {images.map((p) => (
                      <Image
                        key={p}
                        src={fileAccessUrl(p)}
                        width={narrow ? '100%' : 265}
                        height={180}
                        style={{ objectFit: 'cover', maxWidth: 265 }}
                        alt="景区图片"
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                '无图片'
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          !query.isLoading && <Empty description={query.error?.message || '暂无数据'} />
        )}
      </Spin>
    </Card>
  );
}
