import { useMemo, useState } from 'react';
import CodeMirror from '@uiw/react-codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { indentUnit, StreamLanguage } from '@codemirror/language';
import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { markdown } from '@codemirror/lang-markdown';
import { shell } from '@codemirror/legacy-modes/mode/shell';
import { Select } from 'antd';
import { CODE_HEIGHT, CODE_MODES, CODE_TAB_SIZE, type CodeMode } from './modes';

function languageOf(mode: CodeMode): Extension {
  switch (mode) {
    case 'css':
      return css();
    case 'javascript':
      return javascript({ jsx: true });
    case 'html':
      return html();
    case 'java':
      return java();
    case 'python':
      return python();
    case 'sql':
      return sql();
    case 'shell':
      return StreamLanguage.define(shell);
    case 'markdown':
      return markdown();
  }
}

export interface CodeEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  language?: CodeMode;
  /** Show a language switch above the editor. */
  showModeSelect?: boolean;
  height?: string;
  readOnly?: boolean;
  placeholder?: string;
}

/** The heavy part: loaded through `LazyCodeEditor` only. */
export default function CodeEditor({
  value = '',
  onChange,
  language = 'javascript',
  showModeSelect = false,
  height = CODE_HEIGHT,
  readOnly,
  placeholder,
}: CodeEditorProps) {
  const [mode, setMode] = useState<CodeMode>(language);
  const [prevLanguage, setPrevLanguage] = useState(language);
  if (language !== prevLanguage) {
    setPrevLanguage(language);
    setMode(language);
  }
  const extensions = useMemo(
    () => [languageOf(mode), EditorState.tabSize.of(CODE_TAB_SIZE), indentUnit.of(' '.repeat(CODE_TAB_SIZE))],
    [mode],
  );
  return (
    <div className="code-editor" data-mode={mode}>
      {showModeSelect && (
        <Select
          aria-label="语言"
          size="small"
          value={mode}
          onChange={setMode}
          options={CODE_MODES.map((m) => ({ value: m.value, label: m.label }))}
          style={{ width: 140, marginBottom: 4 }}
        />
      )}
      <CodeMirror
        value={value}
        height={height}
        extensions={extensions}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        editable={!readOnly}
        readOnly={readOnly}
        placeholder={placeholder}
        onChange={(v) => onChange?.(v)}
        style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}
      />
    </div>
  );
}
