import { Suspense, lazy } from 'react';
import { Card, Spin, Tabs, Typography } from 'antd';

const modules = import.meta.glob<{ default: React.ComponentType }>('./gallery/widgets-*.tsx');
const section = (file: string) => {
  const loader = modules[file];
  return loader ? lazy(loader) : null;
};

const SECTIONS = [
  { key: 'a', label: '上传、导入与编辑器', file: './gallery/widgets-a.tsx' },
  { key: 'b', label: '选择器、字典、高级查询与 Cron', file: './gallery/widgets-b.tsx' },
];

/** 组件示例: every reusable widget live with its edge cases. Each section is its own chunk. */
export default function WidgetGallery() {
  return (
    <Card>
      <Typography.Paragraph type="secondary">
        本页展示系统中可复用的组件及其边界情况，供开发与验收使用。可编辑表格见“可编辑表格”菜单。
      </Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={SECTIONS.map((s) => {
          const Section = section(s.file);
          return {
            key: s.key,
            label: s.label,
            children: Section ? (
              <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
                <Section />
              </Suspense>
            ) : (
              <Typography.Text type="warning">该组件分区尚未提供。</Typography.Text>
            ),
          };
        })}
      />
    </Card>
  );
}
