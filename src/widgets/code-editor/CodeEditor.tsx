import { useEffect, useMemo, useState } from 'react';
import CodeMirror from '@uiw/react-codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { indentUnit } from '@codemirror/language';
import { Select } from 'antd';
import { CODE_HEIGHT, CODE_MODES, CODE_TAB_SIZE, type CodeMode } from './modes';

/** Each language is its own chunk, fetched when that mode is first shown. */
const LANGUAGES: Record<CodeMode, () => Promise<Extension>> = {
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  shell: () =>
    Promise.all([import('@codemirror/language'), import('@codemirror/legacy-modes/mode/shell')]).then(([l, m]) =>
      l.StreamLanguage.define(m.shell),
    ),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};

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
  const [lang, setLang] = useState<{ mode: CodeMode; ext: Extension } | null>(null);
  useEffect(() => {
    let live = true;
    LANGUAGES[mode]().then((ext) => live && setLang({ mode, ext }));
    return () => {
      live = false;
    };
  }, [mode]);
  const extensions = useMemo(
    () => [...(lang ? [lang.ext] : []), EditorState.tabSize.of(CODE_TAB_SIZE), indentUnit.of(' '.repeat(CODE_TAB_SIZE))],
    [lang],
  );
  return (
    <div className="code-editor" data-mode={mode} data-language-loaded={lang?.mode === mode ? mode : undefined}>
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
