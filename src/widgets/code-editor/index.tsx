import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { CodeEditorProps } from './CodeEditor';
import { CODE_HEIGHT } from './modes';

const Editor = lazy(() => import('./CodeEditor'));

/**
 * Code editor (tab size 2, height 240 px; CSS, JavaScript, HTML, Java, Python, SQL, Shell, Markdown), its own chunk.
 *   <Form.Item name="script"><LazyCodeEditor language="sql" /></Form.Item>
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', height: props.height ?? CODE_HEIGHT }}><div /></Spin>}>
      <Editor {...props} />
    </Suspense>
  );
}
export type { CodeEditorProps };
export { CODE_MODES, CODE_TAB_SIZE, CODE_HEIGHT, type CodeMode } from './modes';
