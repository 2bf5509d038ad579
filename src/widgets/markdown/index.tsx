import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { MarkdownEditorProps } from './MarkdownEditor';
import { MARKDOWN_HEIGHT } from './image-markdown';

const Editor = lazy(() => import('./MarkdownEditor'));

/**
 * Markdown editor (height 300, Chinese toolbar, custom image button at position 15), loaded as its own chunk.
 *   <Form.Item name="content"><LazyMarkdownEditor biz="notice" /></Form.Item>
 */
export function LazyMarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', height: props.height ?? MARKDOWN_HEIGHT, paddingTop: 40 }} tip="编辑器加载中…"><div /></Spin>}>
      <Editor {...props} />
    </Suspense>
  );
}
export type { MarkdownEditorProps };
export { imageMarkdown, IMAGE_BUTTON_POSITION, MARKDOWN_HEIGHT } from './image-markdown';
export { default as ImageInsertDialog, IMAGE_DIALOG_TEXT } from './ImageInsertDialog';
