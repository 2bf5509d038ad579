import '@ant-design/v5-patch-for-react-19';
import { StrictMode, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Form, Input, Space, Tag } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { EditableGrid, type EditableGridApi, type GridColumn, type GridRow } from '@/widgets/editable-grid';
import { benchColumns, sampleColumns, sampleRows } from '@/widgets/editable-grid/sample-data';

/**
 * Browser harness of the editable grid for the Chromium tests and the benchmark. Query: `scenario=full|big`,
 * `rows=N`, `alwaysEdit=1`, `pagination=1`, `mount=late` (the page first shows its toolbar, then mounts the grid, as
 * a page of the running app does: antd's theme is ready, the grid's own components are not). The grid's API is
 * exposed as `window.__grid`.
 */
declare global {
  interface Window {
    __grid?: EditableGridApi | null;
    __renderStart?: number;
    __ready?: boolean;
  }
}

const q = new URLSearchParams(location.search);
const scenario = q.get('scenario') ?? 'full';
const count = Number(q.get('rows') ?? (scenario === 'big' ? 10000 : 12));
const columns: GridColumn[] = scenario === 'big' ? benchColumns() : sampleColumns();
const data: GridRow[] = sampleRows(count);

function SubForm({ row, setValues }: { row: GridRow; setValues: (v: Record<string, unknown>) => void }) {
  return (
    <Form layout="inline" data-testid="subform">
      <Form.Item label="商品名称">
        <Input value={String(row.name ?? '')} onChange={(e) => setValues({ name: e.target.value })} />
      </Form.Item>
      <Form.Item label="备注">
        <Input value={String(row.remark ?? '')} onChange={(e) => setValues({ remark: e.target.value })} />
      </Form.Item>
    </Form>
  );
}

/**
 * Marks for bench/grid.mjs, timed from `window.__renderStart`: `eg-first-rows` when the grid's rows are committed to
 * the DOM (children's layout effects run first), `eg-first-paint` after the next frame has been produced.
 */
function Marked({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (document.querySelector('.eg-row')) performance.mark('eg-first-rows');
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => performance.mark('eg-first-paint');
      ch.port2.postMessage(0);
    });
  }, []);
  return children;
}

const lateMount = q.get('mount') === 'late';

function App() {
  const ref = useRef<EditableGridApi>(null);
  const [showGrid, setShowGrid] = useState(!lateMount);
  useEffect(() => {
    if (showGrid) return;
    // after the toolbar's frame: the grid mounts into a page that is already on screen
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__renderStart = performance.now();
        setShowGrid(true);
      }, 50),
    );
  }, [showGrid]);
  return (
    <ConfigProvider locale={zhCN}>
      <Space style={{ marginBottom: 12 }}>
        <Button id="validate" onClick={() => void ref.current?.validateTable()}>
          校验表格
        </Button>
      </Space>
      {showGrid && (
        <Marked>
          <EditableGrid
            ref={(api) => {
              ref.current = api;
              window.__grid = api;
            }}
            columns={columns}
            dataSource={data}
            rowNumber
            rowSelection={scenario !== 'big'}
            dragSort={scenario !== 'big'}
            toolbar={scenario !== 'big'}
            expand={scenario !== 'big'}
            alwaysEdit={q.get('alwaysEdit') === '1'}
            pagination={q.get('pagination') === '1'}
            disabledRows={{ status: '停用' }}
            slots={{ status: ({ value }) => <Tag color={value === '停用' ? 'default' : 'green'}>{String(value ?? '')}</Tag> }}
            subForm={scenario === 'big' ? undefined : (ctx) => <SubForm {...ctx} />}
          />
        </Marked>
      )}
    </ConfigProvider>
  );
}

window.__renderStart = performance.now();
createRoot(document.getElementById('root')!).render(
  q.get('strict') === '1' ? (
    <StrictMode>
      <App />
    </StrictMode>
  ) : (
    <App />
  ),
);
requestAnimationFrame(() => {
  window.__ready = true;
});
