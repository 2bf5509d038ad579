import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';
import { RICH_TEXT_HEIGHT } from './upload-image';

const Editor = lazy(() => import('./RichTextEditor'));

/**
 * Rich-text editor (wangEditor 5, Chinese UI, height 300; images go to /sys/common/upload with biz jeditor), its own chunk.
 *   <Form.Item name="msgContent"><LazyRichTextEditor /></Form.Item>
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', height: (props.height ?? RICH_TEXT_HEIGHT) + 40 }}><div /></Spin>}>
      <Editor {...props} />
    </Suspense>
  );
}
export type { RichTextEditorProps };
export { uploadEditorImage, RICH_TEXT_BIZ, RICH_TEXT_HEIGHT } from './upload-image';
