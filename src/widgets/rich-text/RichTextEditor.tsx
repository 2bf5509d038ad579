import { useEffect, useMemo, useState } from 'react';
import '@wangeditor/editor/dist/css/style.css';
import { i18nChangeLanguage, type IDomEditor, type IEditorConfig, type IToolbarConfig } from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import { RICH_TEXT_HEIGHT, uploadEditorImage } from './upload-image';

i18nChangeLanguage('zh-CN');

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  height?: number;
  disabled?: boolean;
  placeholder?: string;
}

const toolbarConfig: Partial<IToolbarConfig> = { excludeKeys: ['group-video', 'fullScreen'] };

/** The heavy part: loaded through `LazyRichTextEditor` only. */
export default function RichTextEditor({ value = '', onChange, height = RICH_TEXT_HEIGHT, disabled, placeholder = '请输入内容…' }: RichTextEditorProps) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const config = useMemo<Partial<IEditorConfig>>(
    () => ({
      placeholder,
      readOnly: disabled,
      MENU_CONF: {
        uploadImage: {
          async customUpload(file: File, insert: (url: string, alt: string, href: string) => void) {
            const url = await uploadEditorImage(file);
            if (url) insert(url, file.name, url);
          },
        },
      },
    }),
    [placeholder, disabled],
  );
  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);
  useEffect(
    () => () => {
      editor?.destroy();
    },
    [editor],
  );
  return (
    <div className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <Toolbar editor={editor} defaultConfig={toolbarConfig} mode="default" style={{ borderBottom: '1px solid #f0f0f0' }} />
      <Editor
        defaultConfig={config}
        value={value}
        onCreated={setEditor}
        onChange={(e) => {
          const html = e.getHtml();
          if (html !== value) onChange?.(html === '<p><br></p>' ? '' : html);
        }}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
