import { translateKey } from '@/providers/i18n-provider';

it('translates refine keys to Chinese with placeholders, falling back to the default text', () => {
  expect(translateKey('buttons.save')).toBe('保存');
  expect(translateKey('notifications.error', { statusCode: 500 })).toBe('操作失败（500）');
  expect(translateKey('no.such.key', undefined, 'Default')).toBe('Default');
  expect(translateKey('no.such.key')).toBe('no.such.key');
});
