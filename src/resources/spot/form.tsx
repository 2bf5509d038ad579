import { Form, Input, InputNumber, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { SORT_MAX_MESSAGE, sortValueRule } from '@/lib/validation-patterns';
import { useDisabledAuth } from '@/providers/access-control';
import { JImageUpload } from '@/widgets/upload';
import { SPOT_PERMS } from './index';

/** Validation rules of the spot form, exported for tests and for the import template. */
export const SPOT_RULES: Record<'spotname' | 'shopnum' | 'showorder', Rule[]> = {
  spotname: [
    { required: true, whitespace: true, message: '请输入景区名称' },
    { max: 100, message: '景区名称不能超过100个字符' },
  ],
  shopnum: [{ type: 'integer', min: 0, message: '商铺数必须是不小于0的整数' }],
  showorder: [{ type: 'integer', message: '排序值必须是整数' }, sortValueRule],
};
export { SORT_MAX_MESSAGE };

/** Default values of a new spot: unreleased. */
export const SPOT_DEFAULTS = { isrelease: '0' };

/**
 * The fields of the spot create / edit form. 排序 is disabled for operators lacking the disable-type code
 * `spot:form:showorder`; 图片 is uploaded with the shared image upload widget and stored as a path.
 */
export function SpotFormFields() {
  const showorderDisabled = useDisabledAuth(SPOT_PERMS.showorderField);
  return (
    <>
      <Form.Item name="spotname" label="景区名称" rules={SPOT_RULES.spotname}>
        <Input placeholder="请输入景区名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="spotshortname" label="简称" rules={[{ max: 50, message: '景区简称不能超过50个字符' }]}>
        <Input placeholder="请输入简称" maxLength={50} />
      </Form.Item>
      <Form.Item name="shopnum" label="商铺数" rules={SPOT_RULES.shopnum}>
        <InputNumber placeholder="请输入商铺数" min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="isrelease" label="是否发布">
        <Radio.Group
          options={[
            { value: '1', label: '已发布' },
            { value: '0', label: '未发布' },
          ]}
        />
      </Form.Item>
      <Form.Item name="showorder" label="排序" rules={SPOT_RULES.showorder} extra="数值越小越靠前，最大255">
        <InputNumber placeholder="请输入排序" precision={0} style={{ width: '100%' }} disabled={showorderDisabled} />
      </Form.Item>
      <Form.Item name="imageurl" label="图片">
        <JImageUpload />
      </Form.Item>
    </>
  );
}
