import { useState } from 'react';
import { App, Badge, Button, Col, DatePicker, Empty, Input, InputNumber, List, Modal, Row, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined, FilterOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DictMultiSelect, DictSelect } from '@/widgets/dict';
import {
  MATCH_TYPES,
  SUPER_QUERY_MESSAGES,
  SUPER_QUERY_RULES,
  buildSuperQueryParams,
  checkSave,
  emptyCondition,
  isEmptyQuery,
  isSuperQueryActive,
  readSaved,
  removeSaved,
  savedQueryKey,
  upsertSaved,
  withField,
  withRule,
  writeSaved,
  type MatchType,
  type SavedQuery,
  type SuperQueryCondition,
  type SuperQueryField,
  type SuperQueryParams,
  type SuperQueryRule,
} from '@/lib/super-query';

/** Width of the builder dialog and the space the trigger button reserves (spec widgets §9). */
export const SUPER_QUERY_MODAL_WIDTH = 1000;
export const SUPER_QUERY_BUTTON_WIDTH = 110;

export interface SuperQueryProps {
  fieldList: SuperQueryField[];
  /** Key of the saved queries; the route path when absent. */
  saveCode?: string;
  /** Receives the list parameters: `{superQueryParams, superQueryMatchType}`, or `{}` after reset. */
  onSearch: (params: SuperQueryParams) => void;
  buttonText?: string;
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function ValueInput({ line, field, onChange }: { line: SuperQueryCondition; field?: SuperQueryField; onChange: (v: string) => void }) {
  const multi = line.rule === 'in';
  const type = line.type;
  if (field?.dictCode) {
    return multi ? (
      <DictMultiSelect dictCode={field.dictCode} value={line.val} onChange={onChange} />
    ) : (
      <DictSelect dictCode={field.dictCode} value={line.val} onChange={onChange} />
    );
  }
  if (field?.options) {
    const opts = field.options.map((o) => ({ value: o.value, label: o.text }));
    return multi ? (
      <Select mode="multiple" style={{ width: '100%' }} value={line.val ? line.val.split(',') : []} options={opts} onChange={(v: string[]) => onChange(v.join(','))} placeholder="请选择" />
    ) : (
      <Select style={{ width: '100%' }} value={line.val || undefined} options={opts} onChange={(v: string) => onChange(v ?? '')} placeholder="请选择" allowClear />
    );
  }
  if (multi) {
    return <Select mode="tags" style={{ width: '100%' }} value={line.val ? line.val.split(',') : []} onChange={(v: string[]) => onChange(v.join(','))} placeholder="输入后回车，可输入多个" open={false} />;
  }
  if (type === 'date' || type === 'datetime') {
    const fmt = type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
    return (
      <DatePicker
        style={{ width: '100%' }}
        showTime={type === 'datetime'}
        format={fmt}
        value={line.val ? dayjs(line.val, fmt) : null}
        onChange={(d) => onChange(d ? d.format(fmt) : '')}
        placeholder="请选择"
      />
    );
  }
  if (['int', 'number', 'double', 'BigDecimal', 'bigDecimal', 'long'].includes(type)) {
    return <InputNumber style={{ width: '100%' }} value={line.val === '' ? null : Number(line.val)} onChange={(v) => onChange(v == null ? '' : String(v))} placeholder="请输入数值" />;
  }
  return <Input value={line.val} onChange={(e) => onChange(e.target.value)} placeholder="请输入值" />;
}

/**
 * Advanced query builder (JSuperQuery): a button that opens a 1000-wide dialog of field/rule/value lines with
 * and/or matching and saved queries; emits the list parameters of contract §2.4.
 * `<SuperQuery fieldList={fields} saveCode="spot" onSearch={(p) => setSuper(p)} />`
 */
export default function SuperQuery({ fieldList, saveCode, onSearch, buttonText = '高级查询' }: SuperQueryProps) {
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<SuperQueryCondition[]>([emptyCondition()]);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [active, setActive] = useState(false);
  const key = savedQueryKey(saveCode, typeof window !== 'undefined' ? window.location.pathname : '/');
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSaved(storage(), key));
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveName, setSaveName] = useState('');

  const fieldOf = (name: string) => fieldList.find((f) => f.value === name);
  const patch = (i: number, next: SuperQueryCondition) => setLines((ls) => ls.map((l, j) => (j === i ? next : l)));

  const emit = (p: SuperQueryParams) => {
    setActive(isSuperQueryActive(p));
    onSearch(p);
  };

  const search = () => {
    if (isEmptyQuery(lines)) {
      void message.warning(SUPER_QUERY_MESSAGES.emptyQuery);
      return;
    }
    emit(buildSuperQueryParams(lines, matchType));
    setOpen(false);
  };

  const reset = () => {
    setLines([emptyCondition()]);
    setMatchType('and');
    emit({});
  };

  const persist = (list: SavedQuery[]) => {
    writeSaved(storage(), key, list);
    setSaved(list);
  };

  const doSave = () => {
    const title = saveName.trim();
    const check = checkSave(saved, title, lines);
    if (!check.ok) {
      void message.warning(check.message);
      return;
    }
    const item: SavedQuery = { title, matchType, records: lines };
    const finish = () => {
      persist(upsertSaved(saved, item));
      setSaveOpen(false);
      void message.success(SUPER_QUERY_MESSAGES.saved);
    };
    if (check.exists) {
      modal.confirm({ title: SUPER_QUERY_MESSAGES.exists(title), okText: '覆盖', cancelText: '取消', onOk: finish });
    } else finish();
  };

  const openSave = () => {
    if (isEmptyQuery(lines)) {
      void message.warning(SUPER_QUERY_MESSAGES.emptySave);
      return;
    }
    setSaveName('');
    setSaveOpen(true);
  };

  return (
    <>
      <span style={{ display: 'inline-block', minWidth: SUPER_QUERY_BUTTON_WIDTH }} data-testid="super-query-trigger">
        <Tooltip title={active ? '已有高级查询条件生效' : undefined}>
          <Button type={active ? 'primary' : 'default'} ghost={active} icon={<FilterOutlined />} onClick={() => setOpen(true)}>
            {active ? <Badge dot offset={[4, -2]}>{buttonText}</Badge> : buttonText}
          </Button>
        </Tooltip>
      </span>
      <Modal
        open={open}
        title="高级查询构造器"
        width={SUPER_QUERY_MODAL_WIDTH}
        style={{ maxWidth: 'calc(100vw - 16px)' }}
        onCancel={() => setOpen(false)}
        footer={
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button onClick={reset}>重置</Button>
            <Button onClick={openSave}>保存查询条件</Button>
            <Button onClick={() => setOpen(false)}>关闭</Button>
            <Button type="primary" onClick={search}>
              查询
            </Button>
          </Space>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={18}>
            <Space wrap style={{ marginBottom: 12 }}>
              <span>过滤条件匹配：</span>
              <Select aria-label="匹配方式" style={{ width: 240 }} value={matchType} options={MATCH_TYPES} onChange={(v: MatchType) => setMatchType(v)} />
            </Space>
            {lines.map((line, i) => (
              <Row key={i} gutter={8} style={{ marginBottom: 8 }} data-testid="super-query-line" align="middle">
                <Col xs={24} sm={7}>
                  <Select
                    aria-label="字段"
                    style={{ width: '100%' }}
                    placeholder="选择查询字段"
                    value={line.field || undefined}
                    showSearch
                    optionFilterProp="label"
                    options={fieldList.map((f) => ({ value: f.value, label: f.text }))}
                    onChange={(v: string) => patch(i, withField(line, fieldOf(v)))}
                  />
                </Col>
                <Col xs={24} sm={5}>
                  <Select aria-label="规则" style={{ width: '100%' }} value={line.rule || undefined} placeholder="匹配规则" options={SUPER_QUERY_RULES} onChange={(v: SuperQueryRule) => patch(i, withRule(line, v))} />
                </Col>
                <Col xs={18} sm={9}>
                  <ValueInput line={line} field={fieldOf(line.field)} onChange={(val) => patch(i, { ...line, val })} />
                </Col>
                <Col xs={6} sm={3}>
                  <Space>
                    <Button aria-label="添加条件" icon={<PlusOutlined />} onClick={() => setLines((ls) => [...ls.slice(0, i + 1), emptyCondition(), ...ls.slice(i + 1)])} />
                    <Button aria-label="删除条件" icon={<MinusCircleOutlined />} onClick={() => setLines((ls) => (ls.length > 1 ? ls.filter((_, j) => j !== i) : [emptyCondition()]))} />
                  </Space>
                </Col>
              </Row>
            ))}
          </Col>
          <Col xs={24} md={6} style={{ borderLeft: '1px solid #f0f0f0' }}>
            <div style={{ fontWeight: 500, marginBottom: 8 }}>保存的查询</div>
            {saved.length ? (
              <List
                size="small"
                dataSource={saved}
                renderItem={(s) => (
                  <List.Item
                    actions={[<DeleteOutlined key="del" aria-label={`删除 ${s.title}`} onClick={() => persist(removeSaved(saved, s.title))} />]}
                    style={{ cursor: 'pointer' }}
                    onClick={() => {
                      setLines(s.records.length ? s.records.map((r) => ({ ...r })) : [emptyCondition()]);
                      setMatchType(s.matchType);
                    }}
                  >
                    {s.title}
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
            )}
          </Col>
        </Row>
      </Modal>
      <Modal open={saveOpen} title="请输入保存的名称" width={400} onOk={doSave} onCancel={() => setSaveOpen(false)} okText="确定" cancelText="取消">
        <Input aria-label="保存名称" value={saveName} onChange={(e) => setSaveName(e.target.value)} placeholder="请输入保存的名称" onPressEnter={doSave} />
      </Modal>
    </>
  );
}
