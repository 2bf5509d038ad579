import { useMemo, useRef, useState } from 'react';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { getCommands, getExtraCommands } from '@uiw/react-md-editor/commands-cn';
import type { ICommand, TextAreaTextApi } from '@uiw/react-md-editor/commands';
import { PictureOutlined } from '@ant-design/icons';
import ImageInsertDialog from './ImageInsertDialog';
import { IMAGE_BUTTON_POSITION, MARKDOWN_HEIGHT, insertAt } from './image-markdown';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  height?: number;
  /** Upload sub-folder for local images. */
  biz?: string;
  disabled?: boolean;
}

/** The heavy part: loaded through `LazyMarkdownEditor` only. */
export default function MarkdownEditor({ value = '', onChange, height = MARKDOWN_HEIGHT, biz, disabled }: MarkdownEditorProps) {
  const [open, setOpen] = useState(false);
  // Side-by-side preview leaves no room to type on a phone: edit only there (the toolbar can switch).
  const [narrow] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 767.99px)').matches);
  const api = useRef<TextAreaTextApi | null>(null);
  const commands = useMemo(() => {
    const imageCommand: ICommand = {
      name: 'jeecg-image',
      keyCommand: 'jeecg-image',
      buttonProps: { 'aria-label': '插入图片', title: '插入图片' },
      icon: <PictureOutlined style={{ fontSize: 12 }} />,
      execute: (_state, textApi) => {
        api.current = textApi;
        setOpen(true);
      },
    };
    const base = getCommands().filter((c) => c.name !== 'image');
    return insertAt(base, IMAGE_BUTTON_POSITION, imageCommand);
  }, []);

  return (
    <div className="markdown-editor" data-color-mode="light" lang="zh-CN">
      <MDEditor
        value={value}
        onChange={(v) => onChange?.(v ?? '')}
        height={height}
        commands={commands}
        extraCommands={getExtraCommands()}
        preview={disabled ? 'preview' : narrow ? 'edit' : 'live'}
        hideToolbar={disabled}
        textareaProps={{ placeholder: '请输入内容', disabled }}
      />
      <ImageInsertDialog
        open={open}
        biz={biz}
        onClose={() => setOpen(false)}
        onInsert={(md) => {
          if (api.current) api.current.replaceSelection(md);
          else onChange?.(`${value}${md}`);
        }}
      />
    </div>
  );
}
