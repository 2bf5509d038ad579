import { useRef, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Segmented, Space, Table, Tag, Typography } from 'antd';
import { JImageUpload, JUpload } from '@/widgets/upload';
import { ImportExcelModal } from '@/widgets/excel-import';
import { LazyMarkdownEditor } from '@/widgets/markdown';
import { LazyCodeEditor } from '@/widgets/code-editor';
import { LazyRichTextEditor } from '@/widgets/rich-text';
import { SliderCaptcha, type SliderCaptchaHandle } from '@/widgets/slider-captcha';
import { TreeTable } from '@/widgets/tree-table';
import {
  ContextMenu,
  DetailGrid,
  Ellipsis,
  JModal,
  ThousandsNumber,
  batchDelete,
  codeRuleCheckRule,
  duplicateCheckRule,
} from '@/widgets/misc';
import { PATTERNS, patternRule, type PatternName } from '@/lib/validation-patterns';
import { notify } from '@/providers/notify';

export interface WidgetsAGalleryUrls {
  /** Lazy tree table: URL of the top level (`pid=0`, paged result accepted). */
  tree?: string;
  /** Lazy tree table: URL of an expanded row's children (`pid=<id>`). */
  treeChildren?: string;
  /** Excel import URL. */
  importExcel?: string;
  /** Batch delete URL. */
  deleteBatch?: string;
}

// Real endpoints of the embedded server: the category dictionary's roots and children (loaded one level per
// expand; rows carry hasChild "1"/"0"), the scenic-spot import (send an exported 景区列表.xls back) and the
// scenic-spot batch delete (the demo rows' ids do not exist, so nothing is removed).
const DEFAULT_URLS: Required<WidgetsAGalleryUrls> = {
  tree: '/sys/category/rootList',
  treeChildren: '/sys/category/childList',
  importExcel: '/weixin/hsczSpotBase/importExcel',
  deleteBatch: '/weixin/hsczSpotBase/deleteBatch',
};

/** rootList is paged (10 by default): ask for every root at once; childList ignores it. */
const TREE_PARAMS = { pageSize: 100 };

const LONG_TEXT = '中国共产党第一次全国代表大会会址纪念馆位于上海市黄浦区兴业路七十六号，是中国共产党的诞生地。';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card id={id} title={title} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

function Value({ v }: { v: string }) {
  return (
    <Typography.Text type="secondary" data-testid="value" style={{ wordBreak: 'break-all' }}>
      值：{v || '（空）'}
    </Typography.Text>
  );
}

const PATTERN_DEMO: Array<[PatternName, string]> = [
  ['mobile', '手机号'],
  ['email', '电子邮件'],
  ['idCard', '身份证号'],
  ['bankCard', '银行卡号'],
  ['landline', '座机号码'],
  ['qq', 'QQ号码'],
  ['url', '网址'],
  ['postalCode', '邮政编码'],
  ['money', '金额'],
  ['naturalNumber', '自然数'],
  ['letters', '字母'],
];

/** Live examples of the upload, import, editor and small widgets, with their edge cases (lazy-loaded by the gallery). */
export default function WidgetsAGallery({ urls }: { urls?: WidgetsAGalleryUrls }) {
  const u = { ...DEFAULT_URLS, ...urls };
  const [files, setFiles] = useState('');
  const [images, setImages] = useState('');
  const [single, setSingle] = useState('');
  const [importOpen, setImportOpen] = useState(false);
  const [md, setMd] = useState('# 红色旅程\n\n点击工具栏的图片按钮插入图片。');
  const [code, setCode] = useState("SELECT id, name\n  FROM hscz_spot_base\n WHERE status = '1';");
  const [html, setHtml] = useState('<p>富文本<strong>示例</strong></p>');
  const [sliderOk, setSliderOk] = useState(false);
  const slider = useRef<SliderCaptchaHandle>(null);
  const [cols, setCols] = useState<number>(3);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [modalOpen, setModalOpen] = useState(false);
  const [menuHit, setMenuHit] = useState('');

  return (
    <div className="widgets-a-gallery" style={{ maxWidth: 1200 }}>
      <Section id="wa-upload" title="文件上传（多选，最多 3 个，单个不超过 1M，重复文件会被拒绝）">
        <Space direction="vertical" style={{ width: '100%' }}>
          <JUpload value={files} onChange={setFiles} multiple maxFileNum={3} maxFileSize={1048576} />
          <Value v={files} />
        </Space>
      </Section>

      <Section id="wa-image" title="图片上传（多张，最多 4 张，可左右移动排序）">
        <Space direction="vertical" style={{ width: '100%' }}>
          <div id="wa-image-multi">
            <JImageUpload value={images} onChange={setImages} isMultiple maxFileNum={4} maxFileSize={2 * 1048576} />
          </div>
          <Value v={images} />
          <Typography.Text>单张图片（新图片替换旧图片）：</Typography.Text>
          <div id="wa-image-single">
            <JImageUpload value={single} onChange={setSingle} />
          </div>
          <Value v={single} />
        </Space>
      </Section>

      <Section id="wa-import" title="Excel 导入">
        <Button onClick={() => setImportOpen(true)}>导入 Excel</Button>
        <ImportExcelModal open={importOpen} url={u.importExcel} onClose={() => setImportOpen(false)} onOk={() => notify.info('列表已刷新')} />
      </Section>

      <Section id="wa-markdown" title="Markdown 编辑器">
        <LazyMarkdownEditor value={md} onChange={setMd} />
      </Section>

      <Section id="wa-code" title="代码编辑器">
        <LazyCodeEditor value={code} onChange={setCode} language="sql" showModeSelect />
      </Section>

      <Section id="wa-rich" title="富文本编辑器">
        <LazyRichTextEditor value={html} onChange={setHtml} />
      </Section>

      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Section id="wa-slider" title="滑块验证">
            <Space direction="vertical">
              <SliderCaptcha ref={slider} onSuccess={() => setSliderOk(true)} />
              <Space>
                <Tag color={sliderOk ? 'green' : 'default'}>{sliderOk ? '已通过' : '未通过'}</Tag>
                <Button
                  size="small"
                  onClick={() => {
                    setSliderOk(false);
                    slider.current?.reset();
                  }}
                >
                  重新验证
                </Button>
              </Space>
            </Space>
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section id="wa-text" title="省略与千分位">
            <Space direction="vertical">
              <span>
                省略（默认 25 字）：<Ellipsis value={LONG_TEXT} />
              </span>
              <span>
                省略（12 字）：<Ellipsis value={LONG_TEXT} length={12} />
              </span>
              <span>
                千分位：<ThousandsNumber value={1234567.89} />
              </span>
            </Space>
          </Section>
        </Col>
      </Row>

      <Section id="wa-tree" title="树形表格（展开时加载子节点）">
        <TreeTable
          url={u.tree}
          childrenUrl={u.treeChildren}
          queryKey="pid"
          topValue="0"
          hasChildField="hasChild"
          queryParams={TREE_PARAMS}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '编码', dataIndex: 'code' },
          ]}
        />
      </Section>

      <Section id="wa-batch" title="批量删除">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button danger onClick={() => void batchDelete({ deleteBatch: u.deleteBatch }, selected, () => setSelected([]))}>
            批量删除
          </Button>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
            columns={[
              { title: '景点', dataIndex: 'name' },
              { title: '门票（元）', dataIndex: 'price', render: (v: number) => <ThousandsNumber value={v} /> },
            ]}
            dataSource={[
              { id: '1', name: '一大会址', price: 0 },
              { id: '2', name: '井冈山革命博物馆', price: 1200 },
            ]}
          />
        </Space>
      </Section>

      <Section id="wa-validate" title="校验规则">
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item label="用户名（重复校验）" name="username" rules={[{ required: true, message: '请输入用户名' }, duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username' })]}>
            <Input placeholder="输入 admin 试试" />
          </Form.Item>
          <Form.Item label="编码（编码规则校验）" name="code" rules={[codeRuleCheckRule('common')]}>
            <Input />
          </Form.Item>
          {PATTERN_DEMO.map(([name, label]) => (
            <Form.Item key={name} label={label} name={name} rules={[patternRule(name)]} extra={PATTERNS[name].message}>
              <Input />
            </Form.Item>
          ))}
        </Form>
      </Section>

      <Section id="wa-detail" title="详情网格（1–4 列，默认 3 列）">
        <Segmented value={cols} onChange={(v) => setCols(Number(v))} options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${n} 列` }))} style={{ marginBottom: 8 }} />
        <DetailGrid
          columns={cols}
          items={[
            { label: '景点名称', value: '中共一大会址' },
            { label: '所在城市', value: '上海' },
            { label: '开放时间', value: '09:00–17:00' },
            { label: '门票', value: '免费' },
            { label: '年接待量', value: <ThousandsNumber value={1500000} /> },
            { label: '简介', value: <Ellipsis value={LONG_TEXT} /> },
          ]}
        />
      </Section>

      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Section id="wa-context" title="右键菜单">
            <ContextMenu
              items={[
                { key: 'refresh', label: '刷新', onClick: () => setMenuHit('刷新') },
                { key: 'close', label: '关闭其他', onClick: () => setMenuHit('关闭其他') },
              ]}
            >
              <div style={{ border: '1px dashed #d9d9d9', padding: 24, textAlign: 'center' }}>在此处点击右键{menuHit && `（已选择：${menuHit}）`}</div>
            </ContextMenu>
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section id="wa-modal" title="可全屏弹窗">
            <Button onClick={() => setModalOpen(true)}>打开详情弹窗</Button>
            <JModal open={modalOpen} title="景点详情" width={1200} onCancel={() => setModalOpen(false)} footer={null}>
              <DetailGrid items={[{ label: '名称', value: '中共一大会址' }, { label: '城市', value: '上海' }, { label: '门票', value: '免费' }]} />
            </JModal>
          </Section>
        </Col>
      </Row>
    </div>
  );
}
