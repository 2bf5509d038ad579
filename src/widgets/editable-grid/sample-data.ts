import type { GridColumn, GridRow } from './types';

/**
 * Sample columns and generated rows for the gallery page, the browser harness and the benchmark: one column of each
 * type, with rules, statistics and options (商品批量录入 as in the operators' daily work).
 */
export const CATEGORY_OPTIONS = [
  { value: 'ticket', label: '门票' },
  { value: 'book', label: '图书' },
  { value: 'souvenir', label: '纪念品' },
  { value: 'coupon', label: '优惠券' },
];
export const LEVEL_OPTIONS = [
  { value: '1', label: '一般' },
  { value: '2', label: '重要' },
];
export const REGION_OPTIONS = [
  { value: 'yanan', label: '延安' },
  { value: 'jinggangshan', label: '井冈山' },
  { value: 'zunyi', label: '遵义' },
  { value: 'xibaipo', label: '西柏坡' },
  { value: 'ruijin', label: '瑞金' },
];

export function sampleColumns(opts: { pickers?: boolean } = {}): GridColumn[] {
  const cols: GridColumn[] = [
    {
      key: 'name',
      title: '商品名称',
      type: 'input',
      width: 160,
      validateRules: [{ required: true, message: '${title}不能为空' }, { unique: true, message: '${title}不能重复' }],
    },
    {
      key: 'code',
      title: '商品编码',
      type: 'input',
      width: 150,
      placeholder: '请输入${title}',
      validateRules: [{ pattern: 'n6-16', message: '${title}必须是6到16位数字' }],
    },
    {
      key: 'price',
      title: '单价',
      type: 'inputNumber',
      statistics: ['sum', 'average'],
      validateRules: [{ required: true }, { pattern: 'money', message: '${title}最多两位小数' }],
    },
    { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'], defaultValue: 1 },
    { key: 'mobile', title: '联系电话', type: 'input', width: 140, validateRules: [{ pattern: 'm', message: '请输入正确的手机号码' }] },
    { key: 'enabled', title: '上架', type: 'checkbox', width: 70, customValue: ['Y', 'N'], defaultChecked: true },
    { key: 'level', title: '级别', type: 'radio', width: 150, options: LEVEL_OPTIONS, defaultValue: '1' },
    { key: 'category', title: '分类', type: 'select', options: CATEGORY_OPTIONS, validateRules: [{ required: true, message: '请选择${title}' }] },
    { key: 'regions', title: '适用景区', type: 'list_multi', width: 180, options: REGION_OPTIONS },
    { key: 'origin', title: '产地', type: 'sel_search', options: REGION_OPTIONS },
    { key: 'startDate', title: '上架日期', type: 'date' },
    { key: 'updateTime', title: '更新时间', type: 'datetime' },
    { key: 'keywords', title: '标签', type: 'tags' },
    { key: 'remark', title: '备注', type: 'textarea', width: 160 },
    { key: 'intro', title: '简介', type: 'input_pop', width: 140, showDetails: true },
    { key: 'photo', title: '图片', type: 'image', width: 140, token: true },
    { key: 'manual', title: '说明书', type: 'file', width: 150 },
    { key: 'status', title: '状态', type: 'slot', slotName: 'status', width: 90 },
    { key: 'createBy', title: '创建人', type: 'normal', width: 90 },
    { key: 'secret', title: '内部编号', type: 'hidden' },
  ];
  if (opts.pickers) {
    cols.splice(
      14,
      0,
      { key: 'manager', title: '负责人', type: 'sel_user' },
      { key: 'depart', title: '所属部门', type: 'sel_depart' },
      {
        key: 'supplier',
        title: '供应商',
        type: 'popup',
        popupCode: 'report_supplier',
        orgFields: 'name,phone',
        destFields: 'supplier,mobile',
      },
    );
  }
  return cols;
}

/** Deterministic rows, so a screenshot or a benchmark sees the same data each run. */
export function sampleRows(n: number, start = 0): GridRow[] {
  const rows: GridRow[] = [];
  for (let i = start; i < start + n; i++) {
    rows.push({
      id: `r${i + 1}`,
      name: `红色文创商品${i + 1}`,
      code: String(10000000 + i),
      price: Math.round(((i * 37) % 1000) + 9.9) / 1,
      qty: (i % 9) + 1,
      mobile: `138${String(10000000 + i).slice(-8)}`,
      enabled: i % 3 === 0 ? 'N' : 'Y',
      level: i % 2 ? '2' : '1',
      category: CATEGORY_OPTIONS[i % CATEGORY_OPTIONS.length].value,
      regions: `${REGION_OPTIONS[i % 5].value},${REGION_OPTIONS[(i + 1) % 5].value}`,
      origin: REGION_OPTIONS[i % 5].value,
      startDate: `2024-0${(i % 9) + 1}-1${i % 10}`,
      updateTime: `2024-05-0${(i % 9) + 1} 10:2${i % 10}:00`,
      keywords: 'ho;ng;se',
      remark: i % 4 ? '' : '节假日热销',
      intro: '',
      status: i % 5 === 0 ? '停用' : '正常',
      createBy: 'admin',
      secret: `S-${i}`,
    });
  }
  return rows;
}

/** Ten plain columns for the 10,000-row benchmark. */
export function benchColumns(): GridColumn[] {
  return [
    { key: 'name', title: '商品名称', type: 'input', validateRules: [{ required: true, message: '${title}不能为空' }] },
    { key: 'code', title: '商品编码', type: 'input', validateRules: [{ pattern: 'n6-16', message: '${title}必须是6到16位数字' }] },
    { key: 'price', title: '单价', type: 'inputNumber', statistics: ['sum', 'average'] },
    { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
    { key: 'mobile', title: '联系电话', type: 'input', validateRules: [{ pattern: 'm' }] },
    { key: 'enabled', title: '上架', type: 'checkbox', customValue: ['Y', 'N'] },
    { key: 'category', title: '分类', type: 'select', options: CATEGORY_OPTIONS },
    { key: 'startDate', title: '上架日期', type: 'date' },
    { key: 'remark', title: '备注', type: 'input' },
    { key: 'createBy', title: '创建人', type: 'normal' },
  ];
}
