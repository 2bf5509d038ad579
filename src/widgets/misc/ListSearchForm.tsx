import type { CSSProperties, ReactNode } from 'react';
import { Button, Col, Form, Row, Space, type ColProps, type FormInstance, type FormProps } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';

export interface ListSearchFormProps<T> {
  form: FormInstance<T>;
  /** refine's `searchFormProps` from `useTable` */
  formProps: FormProps<T>;
  /** the field columns: `<Col …><Form.Item name="…" label="…">…</Form.Item></Col>` */
  children: ReactNode;
  /** the responsive column holding the buttons */
  actionsCol?: ColProps;
  /** more buttons after 查询 / 重置 */
  extra?: ReactNode;
  gutter?: [number, number];
  rowStyle?: CSSProperties;
}

/**
 * The search form on top of a list page: inline fields in a responsive row, then 查询 (submits through refine's
 * search) and 重置 (clears the fields and queries again with no filter).
 *   <ListSearchForm form={form} formProps={searchFormProps}><Col …><Form.Item name="spotname" …/></Col></ListSearchForm>
 */
export default function ListSearchForm<T>({
  form,
  formProps,
  children,
  actionsCol = { xs: 24, sm: 24, md: 8, lg: 6 },
  extra,
  gutter = [12, 0],
  rowStyle,
}: ListSearchFormProps<T>) {
  const reset = () => {
    form.resetFields();
    formProps.onFinish?.({} as T);
  };
  return (
    <Form {...formProps} form={form} className="list-search" layout="inline" onFinish={(v) => formProps.onFinish?.(v)}>
      <Row gutter={gutter} style={{ width: '100%', ...rowStyle }}>
        {children}
        <Col {...actionsCol}>
          <Form.Item style={{ marginInlineEnd: 0 }}>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                重置
              </Button>
              {extra}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
