import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { SPOT_DEFAULTS, SpotFormFields } from './form';
import type { Spot } from './columns';

/**
 * The create / edit page body: the shared fields, 保存 and 返回. A refused save keeps what was typed and shows the
 * server's message above the buttons.
 */
export function SpotFormPage({ action, title }: { action: 'create' | 'edit'; title: string }) {
  const navigate = useNavigate();
  const { formProps, saveButtonProps, formLoading, mutation } = useForm<Spot, HttpError, Spot>({
    resource: 'spot',
    action,
    redirect: 'list',
    warnWhenUnsavedChanges: false,
  });
  const error = mutation.error?.message;
  return (
    <Card title={title} variant="borderless">
      <Spin spinning={formLoading && action === 'edit'}>
        <Form
          {...formProps}
          layout="vertical"
          initialValues={action === 'create' ? SPOT_DEFAULTS : formProps.initialValues}
          style={{ maxWidth: 640 }}
        >
          <SpotFormFields />
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
          <Space>
            <Button type="primary" {...saveButtonProps}>
              保存
            </Button>
            <Button onClick={() => navigate('/spot/list')}>返回</Button>
          </Space>
        </Form>
      </Spin>
    </Card>
  );
}
