import { useState, type ReactNode } from 'react';
import { Card, Col, Divider, Row, Space, Typography } from 'antd';
import {
  AreaLinkage,
  DictAsyncSearchSelect,
  DictMultiSelect,
  DictRadio,
  DictSearchSelect,
  DictSelect,
  DictSwitch,
  DictTreeSelect,
} from '@/widgets/dict';
import { BizRecordSelect, CategorySelect, DepartSelect, PopupSelect, PositionSelect, UserByDepartSelect } from '@/widgets/pickers';
import { SuperQuery, type SuperQueryField, type SuperQueryParams } from '@/widgets/super-query';
import { CronBuilder, CronInput } from '@/widgets/cron';

const Value = ({ v }: { v: unknown }) => (
  <Typography.Text type="secondary" data-testid="value" style={{ wordBreak: 'break-all' }}>
    值：{typeof v === 'string' ? v || '（空）' : JSON.stringify(v)}
  </Typography.Text>
);

function Demo({ id, title, note, children }: { id: string; title: string; note?: string; children: (v: unknown, set: (v: unknown) => void) => ReactNode }) {
  return <DemoState id={id} title={title} note={note} render={children} />;
}

function DemoState({ id, title, note, render, initial = '' }: { id: string; title: string; note?: string; render: (v: unknown, set: (v: unknown) => void) => ReactNode; initial?: unknown }) {
  const [v, setV] = useState<unknown>(initial);
  return (
    <Col xs={24} md={12} xl={8}>
      <Card size="small" title={title} id={id} style={{ height: '100%' }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          {render(v, setV)}
          <Value v={v} />
        </Space>
      </Card>
    </Col>
  );
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const pickField = (v: unknown, k: string) => (v && typeof v === 'object' ? String((v as Record<string, unknown>)[k] ?? '') : '');

const SUPER_FIELDS: SuperQueryField[] = [
  { value: 'spotname', text: '景区名称', type: 'input' },
  { value: 'isrelease', text: '发布状态', type: 'list', options: [{ value: '1', text: '已发布' }, { value: '0', text: '未发布' }] },
  { value: 'showorder', text: '排序', type: 'int', dbType: 'int' },
  { value: 'createTime', text: '创建日期', type: 'date' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
];

/** 组件示例 B: pickers, dictionary widgets, the advanced query and the cron builder, each with its edge cases. */
export default function WidgetsBGallery() {
  const [superParams, setSuperParams] = useState<SuperQueryParams>({});
  const [cron, setCron] = useState('0 0 12 LW * ? *');
  return (
    <div className="widgets-b-gallery">
      <Divider orientation="left">字典组件</Divider>
      <Row gutter={[16, 16]}>
        <Demo id="wb-dict-select" title="字典下拉（性别）">{(v, set) => <DictSelect dictCode="sex" value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-dict-radio" title="字典单选（性别）">{(v, set) => <DictRadio dictCode="sex" value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-dict-multi" title="字典多选（职级，逗号分隔）">{(v, set) => <DictMultiSelect dictCode="position_rank" value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-dict-nocode" title="缺少字典编码" note="未传 dictCode 时的提示">{(v, set) => <DictSelect value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-dict-search" title="搜索下拉（表单，800 ms）" note="sys_user,realname,username">
          {(v, set) => <DictSearchSelect dict="sys_user,realname,username" value={s(v)} onChange={set} placeholder="输入姓名搜索" />}
        </Demo>
        <Demo id="wb-dict-async" title="异步搜索下拉（300 ms）" note="景区名称">
          {(v, set) => <DictAsyncSearchSelect dict="hscz_spot_base,spotname,id" value={s(v)} onChange={set} placeholder="输入景区名称搜索" />}
        </Demo>
        <Demo id="wb-dict-tree" title="树形字典（分类表）">
          {(v, set) => <DictTreeSelect dict="sys_category,name,id" pidField="pid" pidValue="0" hasChildField="has_child" value={s(v)} onChange={set} />}
        </Demo>
        <Demo id="wb-dict-tree-bad" title="树形字典：condition 错误">
          {(v, set) => <DictTreeSelect dict="sys_category,name,id" pidValue="0" condition="name=1" value={s(v)} onChange={set} />}
        </Demo>
        <DemoState id="wb-switch" title="开关（默认 Y/N）" initial="Y" render={(v, set) => <DictSwitch value={s(v)} onChange={set} />} />
        <DemoState id="wb-switch-custom" title="开关（1/0）" initial="0" render={(v, set) => <DictSwitch value={s(v)} onChange={set} options={['1', '0']} />} />
        <DemoState id="wb-area-cascader" title="省市区（级联）" initial="360881" render={(v, set) => <AreaLinkage value={s(v)} onChange={set} />} />
        <DemoState id="wb-area-select" title="省市区（下拉）" initial="610602" render={(v, set) => <AreaLinkage type="select" value={s(v)} onChange={set} />} />
      </Row>

      <Divider orientation="left">选择器</Divider>
      <Row gutter={[16, 16]}>
        <Demo id="wb-category" title="分类字典树">{(v, set) => <CategorySelect pcode="0" value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-category-multi" title="分类字典树（多选，精神谱系）">{(v, set) => <CategorySelect pcode="A03" multiple value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-category-bad" title="分类字典树：condition 错误">{(v, set) => <CategorySelect condition="[1,2]" value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-position" title="职务选择（名称、编码、职级）">{(v, set) => <PositionSelect value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-user" title="按部门选择用户（1250）">{(v, set) => <UserByDepartSelect value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-user-single" title="按部门选择用户（单选）">{(v, set) => <UserByDepartSelect multi={false} value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-depart" title="部门选择（500）">{(v, set) => <DepartSelect value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-depart-multi" title="部门选择（多选）">{(v, set) => <DepartSelect multi value={s(v)} onChange={set} />}</Demo>
        <Demo id="wb-biz" title="业务记录选择（每页 5 条，900）">
          {(v, set) => (
            <BizRecordSelect
              listUrl="/sys/user/list"
              valueKey="username"
              labelKey="realname"
              queryParam="realname"
              title="选择用户"
              columns={[
                { title: '用户账号', dataIndex: 'username' },
                { title: '用户姓名', dataIndex: 'realname' },
                { title: '部门', dataIndex: 'orgCodeTxt' },
              ]}
              value={s(v)}
              onChange={set}
            />
          )}
        </Demo>
        <Demo id="wb-popup" title="Popup 选择（景区报表）">
          {(v, set) => (
            <PopupSelect code="report_spot" orgFields="id,spotname" destFields="spotId,spotName" field="spotName" value={pickField(v, 'spotName')} onChange={set} />
          )}
        </Demo>
        <Demo id="wb-popup-multi" title="Popup 多选（用户报表）">
          {(v, set) => <PopupSelect code="report_user" orgFields="username" destFields="usernames" multi value={pickField(v, 'usernames')} onChange={set} />}
        </Demo>
        <Demo id="wb-popup-bad" title="Popup 参数错误" note="原始字段与目标字段数量不一致">
          {(_v, set) => <PopupSelect code="report_spot" orgFields="id,spotname" destFields="spotId" value="" onChange={set} />}
        </Demo>
      </Row>

      <Divider orientation="left">高级查询</Divider>
      <Card size="small" id="wb-super">
        <Space wrap align="start">
          <SuperQuery fieldList={SUPER_FIELDS} saveCode="demo_spot" onSearch={setSuperParams} />
          <Typography.Text type="secondary" data-testid="super-value" style={{ wordBreak: 'break-all' }}>
            请求参数：{JSON.stringify(superParams)}
          </Typography.Text>
        </Space>
      </Card>

      <Divider orientation="left">Cron 表达式</Divider>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small" id="wb-cron" title="Cron 构造器（Quartz 7 段）">
            <CronBuilder value={cron} onChange={setCron} />
            <Value v={cron} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" id="wb-cron-input" title="Cron 输入框">
            <CronInput value={cron} onChange={setCron} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
