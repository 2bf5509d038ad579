import type { ReactNode } from 'react';
import { useCustom, useGetIdentity, useList, useNavigation } from '@refinedev/core';
import { Card, Col, Empty, List, Progress, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { EyeOutlined, GlobalOutlined, RiseOutlined } from '@ant-design/icons';
import { WELCOME_TEXT, greeting } from '@/lib/constants';
import { useMenu } from '@/providers/menu-store';
import type { MenuItem, UserInfo } from '@/types/jeecg';
import { VisitChart, type VisitDay } from './visit-chart';
import './dashboard.css';

interface LogInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

interface SpotRow {
  id: string;
  spotname?: string;
  isrelease?: string | null;
  showorder?: number | null;
  createTime?: string;
}

/** Whether the operator's menu has a page at `path`; before the menu is loaded (null) the answer is yes. */
export function menuHasPath(menu: MenuItem[] | null, path: string): boolean {
  if (!menu) return true;
  const walk = (items: MenuItem[]): boolean => items.some((m) => m.path === path || walk(m.children ?? []));
  return walk(menu);
}

/** A count through the resource's list endpoint: page size 1, the total is the answer. */
function useCount(resource: string, enabled: boolean, filter?: { field: string; value: string }) {
  const { result, query } = useList({
    resource,
    pagination: { currentPage: 1, pageSize: 1 },
    filters: filter ? [{ field: filter.field, operator: 'eq', value: filter.value }] : [],
    queryOptions: { enabled },
  });
  return { total: result.total ?? 0, loading: enabled && query.isLoading, failed: query.isError };
}

function StatCard({ title, value, icon, loading, footer }: { title: string; value: number; icon: ReactNode; loading: boolean; footer?: ReactNode }) {
  return (
    <Card variant="borderless" className="dash-stat">
      <Skeleton active loading={loading} paragraph={{ rows: 1 }}>
        <Statistic title={title} value={value} prefix={icon} groupSeparator="," />
        {footer && <div className="dash-stat-footer">{footer}</div>}
      </Skeleton>
    </Card>
  );
}

function RatioCard(props: {
  title: string;
  part: number;
  total: number;
  partLabel: string;
  restLabel: string;
  restValue: number;
  loading: boolean;
  hidden: boolean;
  onOpen?: () => void;
}) {
  if (props.hidden) return null;
  const pct = props.total > 0 ? Math.round((props.part / props.total) * 100) : 0;
  return (
    <Card
      variant="borderless"
      className="dash-stat"
      title={props.title}
      extra={props.onOpen && <Typography.Link onClick={props.onOpen}>查看</Typography.Link>}
    >
      <Skeleton active loading={props.loading} paragraph={{ rows: 2 }}>
        <Space size="large" wrap>
          <Statistic title={props.partLabel} value={props.part} />
          <Statistic title={props.restLabel} value={props.restValue} />
          <Statistic title="总数" value={props.total} />
        </Space>
        <Progress percent={pct} size="small" format={(p) => `${props.partLabel} ${p}%`} style={{ marginTop: 8 }} />
      </Skeleton>
    </Card>
  );
}

/**
 * 首页 (menu component `dashboard/Analysis`): greeting, visit figures (/sys/loginfo), the 7-day visit chart
 * (/sys/visitInfo), spot and WeChat user counts and the latest spots.
 */
export default function Analysis() {
  const { data: user } = useGetIdentity<UserInfo>();
  const menu = useMenu();
  const { list } = useNavigation();
  const canSpots = menuHasPath(menu, '/spot/list');
  const canWx = menuHasPath(menu, '/weixin/wxSysUser');

  const loginfo = useCustom<LogInfo>({ url: '/sys/loginfo', method: 'get' });
  const visits = useCustom<VisitDay[]>({ url: '/sys/visitInfo', method: 'get' });
  const info = loginfo.result?.data;
  const days = Array.isArray(visits.result?.data) ? visits.result.data : [];

  const spotsAll = useCount('spot', canSpots);
  const spotsReleased = useCount('spot', canSpots, { field: 'isrelease', value: '1' });
  const wxAll = useCount('wechat-user', canWx);
  const wxNormal = useCount('wechat-user', canWx, { field: 'userstate', value: '1' });
  const wxFrozen = useCount('wechat-user', canWx, { field: 'userstate', value: '2' });

  const latest = useList<SpotRow>({
    resource: 'spot',
    pagination: { currentPage: 1, pageSize: 5 },
    sorters: [{ field: 'createTime', order: 'desc' }],
    queryOptions: { enabled: canSpots },
  });

  const infoLoading = loginfo.query.isLoading;
  const visitLoading = visits.query.isLoading;

  return (
    <div className="dash">
      <Card variant="borderless" className="dash-welcome">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {greeting()}，{user?.realname || user?.username || ''}
        </Typography.Title>
        <Typography.Text type="secondary">{WELCOME_TEXT}</Typography.Text>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <StatCard title="总访问量" value={info?.totalVisitCount ?? 0} icon={<EyeOutlined />} loading={infoLoading} />
        </Col>
        <Col xs={12} sm={8}>
          <StatCard title="今日访问量" value={info?.todayVisitCount ?? 0} icon={<RiseOutlined />} loading={infoLoading} />
        </Col>
        <Col xs={12} sm={8}>
          <StatCard title="今日IP" value={info?.todayIp ?? 0} icon={<GlobalOutlined />} loading={infoLoading} />
        </Col>
        {canSpots && (
          <Col xs={24} lg={12}>
            <RatioCard
              title="景区"
              part={spotsReleased.total}
              total={spotsAll.total}
              partLabel="已发布"
              restLabel="未发布"
              restValue={Math.max(0, spotsAll.total - spotsReleased.total)}
              loading={spotsAll.loading || spotsReleased.loading}
              hidden={spotsAll.failed}
              onOpen={() => list('spot')}
            />
          </Col>
        )}
        {canWx && (
          <Col xs={24} lg={12}>
            <RatioCard
              title="商户微信用户"
              part={wxNormal.total}
              total={wxAll.total}
              partLabel="正常"
              restLabel="冻结"
              restValue={wxFrozen.total}
              loading={wxAll.loading || wxNormal.loading || wxFrozen.loading}
              hidden={wxAll.failed}
            />
          </Col>
        )}
        <Col xs={24} lg={canSpots ? 16 : 24}>
          <Card
            variant="borderless"
            title="近7日访问量"
            extra={
              <Space size={12} className="dash-legend">
                <span><i style={{ background: '#1890ff' }} />访问量</span>
                <span><i style={{ background: '#fa8c16' }} />IP</span>
              </Space>
            }
          >
            <Skeleton active loading={visitLoading} paragraph={{ rows: 6 }}>
              {days.length ? <VisitChart days={days} /> : <Empty description="暂无访问数据" />}
            </Skeleton>
          </Card>
        </Col>
        {canSpots && (
          <Col xs={24} lg={8}>
            <Card variant="borderless" title="最新景区" extra={<Typography.Link onClick={() => list('spot')}>更多</Typography.Link>}>
              <Skeleton active loading={latest.query.isLoading} paragraph={{ rows: 5 }}>
                <List
                  size="small"
                  dataSource={latest.result.data}
                  locale={{ emptyText: <Empty description="暂无景区" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
                  renderItem={(s) => (
                    <List.Item extra={s.isrelease === '1' ? <Tag color="green">已发布</Tag> : <Tag color="red">未发布</Tag>}>
                      <List.Item.Meta title={s.spotname} description={s.createTime} />
                    </List.Item>
                  )}
                />
              </Skeleton>
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}
