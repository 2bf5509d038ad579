import { lazy, memo, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Input, Popover, Radio, Select, Tag } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { dictText } from '@/lib/dict-cache';
import { applyTagsInput, isNumberInputText, isUploadType, parseNumberOnBlur } from '../cell-rules';
import type { GridColumn, GridOption, GridRow, SlotContext } from '../types';
import { fillPlaceholders } from '../validation';
import { ErrorTip } from './ErrorTip';
import { UploadCell } from './UploadCell';

const UserByDepartSelect = lazy(() => import('@/widgets/pickers').then((m) => ({ default: m.UserByDepartSelect })));
const DepartSelect = lazy(() => import('@/widgets/pickers').then((m) => ({ default: m.DepartSelect })));
const PopupSelect = lazy(() => import('@/widgets/pickers').then((m) => ({ default: m.PopupSelect })));

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Everything a cell needs from its grid; one stable object per grid. */
export interface CellEnv {
  alwaysEdit: boolean;
  controlSize: 'middle' | 'small';
  options: (col: GridColumn) => GridOption[];
  /** Stores a value and validates it (`input` while typing, `change` for committed choices). */
  change: (rowId: string, key: string, value: unknown, trigger: 'input' | 'change') => void;
  /** Blur: validation 100 ms later. */
  blur: (rowId: string, key: string) => void;
  startEdit: (rowId: string, key: string) => void;
  setRowValues: (rowId: string, values: Record<string, unknown>) => void;
  slots: Record<string, (ctx: SlotContext) => ReactNode>;
  toggleSubForm: (rowId: string) => void;
  hasSubForm: boolean;
}

export interface GridCellProps {
  env: CellEnv;
  row: GridRow;
  rowIndex: number;
  col: GridColumn;
  value: unknown;
  error?: string;
  editing: boolean;
  active: boolean;
  disabled: boolean;
}

const EDIT_IN_PLACE = new Set(['checkbox', 'radio', 'upload', 'file', 'image', 'slot', 'normal']);

function displayText(col: GridColumn, value: unknown, options: GridOption[]): string {
  if (value === null || value === undefined || value === '') return '';
  switch (col.type) {
    case 'select':
    case 'sel_search':
    case 'list_multi':
    case 'radio':
      return options.length
        ? dictText(
            options.map((o) => ({ value: o.value, text: o.label })),
            Array.isArray(value) ? value.join(',') : value,
          )
        : String(value);
    case 'date':
    case 'datetime': {
      const fmt = col.format ?? (col.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT);
      const d = dayjs(value as string, fmt);
      return d.isValid() ? d.format(fmt) : String(value);
    }
    default:
      return Array.isArray(value) ? value.join(',') : String(value);
  }
}

function placeholderOf(col: GridColumn, verb: '请输入' | '请选择'): string {
  return fillPlaceholders(col.placeholder ?? `${verb}${col.title}`, col);
}

function splitMulti(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (v === null || v === undefined || v === '') return [];
  return String(v).split(',').filter(Boolean);
}

/** A cell's editor (the control the operator types or picks in). */
function Editor({ env, row, col, value, disabled, editing }: GridCellProps) {
  const size = env.controlSize;
  const id = row.id;
  const extra = col.props ?? {};
  const autoFocus = editing && !env.alwaysEdit;
  const onBlur = () => env.blur(id, col.key);
  switch (col.type) {
    case 'input':
    case 'tags':
      return (
        <Input
          size={size}
          value={(value as string) ?? ''}
          placeholder={placeholderOf(col, '请输入')}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => {
            // tags: the §4 rule (no semicolons typed, one inserted after every 2 characters)
            const text = col.type === 'tags' ? applyTagsInput(String(value ?? ''), e.target.value) : e.target.value;
            env.change(id, col.key, text, 'input');
          }}
          onBlur={onBlur}
          {...extra}
        />
      );
    case 'inputNumber':
      return (
        <Input
          size={size}
          inputMode="decimal"
          value={value === null || value === undefined ? '' : String(value)}
          placeholder={placeholderOf(col, '请输入')}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => {
            // Anything but an optional minus, digits and a decimal part is refused: the old value stays.
            if (isNumberInputText(e.target.value)) env.change(id, col.key, e.target.value, 'input');
          }}
          onBlur={() => {
            const parsed = parseNumberOnBlur(value);
            if (parsed !== value) env.change(id, col.key, parsed, 'change');
            onBlur();
          }}
          {...extra}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          size={size}
          value={(value as string) ?? ''}
          placeholder={placeholderOf(col, '请输入')}
          disabled={disabled}
          autoFocus={autoFocus}
          autoSize={{ minRows: 1, maxRows: 2 }}
          onChange={(e) => env.change(id, col.key, e.target.value, 'input')}
          onBlur={onBlur}
          {...extra}
        />
      );
    case 'input_pop':
      return <InputPop {...{ env, row, col, value, disabled, autoFocus }} />;
    case 'select':
    case 'sel_search':
    case 'list_multi': {
      const multi = col.type === 'list_multi';
      if (!multi && col.allowInput) return <InputSelect {...{ env, row, col, value, disabled, autoFocus }} />;
      const search = col.type === 'sel_search' || !!col.allowSearch;
      return (
        <Select
          size={size}
          className="eg-cell-fill"
          mode={multi ? 'multiple' : undefined}
          maxTagCount={multi ? 1 : undefined}
          value={multi ? splitMulti(value) : value === '' || value === null ? undefined : (value as string)}
          options={env.options(col)}
          placeholder={placeholderOf(col, '请选择')}
          disabled={disabled}
          allowClear
          showSearch={search}
          optionFilterProp="label"
          autoFocus={autoFocus}
          defaultOpen={autoFocus && !multi}
          onChange={(v: string | string[] | undefined) =>
            env.change(id, col.key, multi ? ((v as string[]) ?? []).join(',') : (v ?? ''), 'change')
          }
          onBlur={onBlur}
          {...extra}
        />
      );
    }
    case 'date':
    case 'datetime': {
      const fmt = col.format ?? (col.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT);
      const d = value ? dayjs(value as string, fmt) : null;
      return (
        <DatePicker
          size={size}
          className="eg-cell-fill"
          showTime={col.type === 'datetime'}
          format={fmt}
          value={d && d.isValid() ? d : null}
          placeholder={placeholderOf(col, '请选择')}
          disabled={disabled}
          autoFocus={autoFocus}
          defaultOpen={autoFocus}
          onChange={(v) => env.change(id, col.key, v ? v.format(fmt) : '', 'change')}
          onBlur={onBlur}
          {...extra}
        />
      );
    }
    case 'sel_user':
    case 'sel_depart': {
      const Picker = col.type === 'sel_user' ? UserByDepartSelect : DepartSelect;
      return (
        <Suspense fallback={<Input size={size} disabled placeholder="加载中" />}>
          <Picker
            value={(value as string) ?? ''}
            disabled={disabled}
            multi={(extra.multi as boolean | undefined) ?? true}
            onChange={(v: string) => env.change(id, col.key, v, 'change')}
          />
        </Suspense>
      );
    }
    case 'popup':
      return (
        <Suspense fallback={<Input size={size} disabled placeholder="加载中" />}>
          <PopupSelect
            code={col.popupCode ?? ''}
            orgFields={col.orgFields ?? ''}
            destFields={col.destFields ?? col.key}
            field={col.key}
            value={(value as string) ?? ''}
            disabled={disabled}
            onChange={(values: Record<string, unknown>) => {
              env.setRowValues(id, values);
              if (col.key in values) env.change(id, col.key, values[col.key], 'change');
            }}
          />
        </Suspense>
      );
    default:
      return null;
  }
}

/**
 * select / sel_search with `allowInput`: typed text that is not an option's label is offered as the first option
 * (so Enter takes it; arrow keys still reach the matching options) and is stored when the cell is left.
 */
function InputSelect({
  env,
  row,
  col,
  value,
  disabled,
  autoFocus,
}: Pick<GridCellProps, 'env' | 'row' | 'col' | 'value' | 'disabled'> & { autoFocus: boolean }) {
  const [typed, setTyped] = useState('');
  const typedRef = useRef('');
  const options = env.options(col);
  const text = typed.trim();
  const known = !text || options.some((o) => o.label === text || o.value === text);
  const shown = known ? options : [{ value: text, label: text }, ...options];
  const setSearch = (t: string) => {
    typedRef.current = t;
    setTyped(t);
  };
  return (
    <Select
      size={env.controlSize}
      className="eg-cell-fill"
      value={value === '' || value === null || value === undefined ? undefined : String(value)}
      options={shown}
      placeholder={placeholderOf(col, '请选择')}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      onSearch={setSearch}
      onChange={(v: string | undefined) => {
        setSearch('');
        env.change(row.id, col.key, v ?? '', 'change');
      }}
      onBlur={() => {
        const t = typedRef.current.trim();
        setSearch('');
        if (t) {
          const match = options.find((o) => o.label === t || o.value === t);
          const next = match ? match.value : t;
          if (next !== value) env.change(row.id, col.key, next, 'change');
        }
        env.blur(row.id, col.key);
      }}
      {...col.props}
    />
  );
}

/** input_pop: an input with a button opening a 300×210 text area. */
function InputPop({
  env,
  row,
  col,
  value,
  disabled,
  autoFocus,
}: Pick<GridCellProps, 'env' | 'row' | 'col' | 'value' | 'disabled'> & { autoFocus: boolean }) {
  const [open, setOpen] = useState(false);
  const text = (value as string) ?? '';
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={setOpen}
      trigger="click"
      title={col.title}
      content={
        <Input.TextArea
          style={{ width: 300, height: 210 }}
          value={text}
          autoFocus
          onChange={(e) => env.change(row.id, col.key, e.target.value, 'input')}
          onBlur={() => env.blur(row.id, col.key)}
        />
      }
    >
      <Input
        size={env.controlSize}
        value={text}
        readOnly
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder={placeholderOf(col, '请输入')}
        suffix={<ProfileOutlined />}
      />
    </Popover>
  );
}

/**
 * One cell: the display text until clicked (or always the editor with `alwaysEdit`), a red border and the first
 * failing rule's message in a tooltip when invalid. The tooltip lives in a portal above the footer row.
 */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { env, row, rowIndex, col, value, error, editing, active, disabled } = props;
  // Hover belongs to a row id: the cell component is reused for other rows while scrolling.
  const [hoverRow, setHoverRow] = useState<string | null>(null);
  const hover = hoverRow === row.id;
  const anchorRef = useRef<HTMLDivElement>(null);
  const options = env.options(col);
  let body: ReactNode;

  if (col.type === 'slot') {
    const render = col.slot ?? (col.slotName ? env.slots[col.slotName] : undefined);
    body = render
      ? render({ row, rowIndex, column: col, value, disabled, setValue: (v) => env.change(row.id, col.key, v, 'change') })
      : null;
  } else if (col.type === 'checkbox') {
    const [on, off] = col.customValue ?? [true, false];
    body = (
      <Checkbox
        checked={value === on}
        disabled={disabled}
        onChange={(e) => env.change(row.id, col.key, e.target.checked ? on : off, 'change')}
        {...col.props}
      />
    );
  } else if (col.type === 'radio') {
    body = (
      <Radio.Group
        size={env.controlSize}
        value={value}
        disabled={disabled}
        options={options}
        onChange={(e) => env.change(row.id, col.key, e.target.value, 'change')}
        {...col.props}
      />
    );
  } else if (isUploadType(col.type)) {
    body = (
      <UploadCell
        col={col}
        value={value}
        disabled={disabled}
        onChange={(v) => env.change(row.id, col.key, v, 'change')}
      />
    );
  } else if (col.type === 'normal' || disabled || (!editing && !env.alwaysEdit && !EDIT_IN_PLACE.has(col.type))) {
    const text = displayText(col, value, options);
    const canEdit = col.type !== 'normal' && !disabled;
    const shown =
      col.type === 'list_multi' && text ? (
        <>
          {text
            .split(',')
            .slice(0, 1)
            .map((t) => (
              <Tag key={t} style={{ marginInlineEnd: 4 }}>
                {t}
              </Tag>
            ))}
          {text.split(',').length > 1 && <Tag>+ {text.split(',').length - 1} ...</Tag>}
        </>
      ) : (
        text
      );
    body = (
      <div
        className={`eg-cell-text${col.type !== 'normal' && disabled ? ' eg-cell-text-disabled' : ''}`}
        tabIndex={canEdit ? 0 : undefined}
        onClick={canEdit ? () => env.startEdit(row.id, col.key) : undefined}
        onFocus={canEdit ? () => env.startEdit(row.id, col.key) : undefined}
        title={text}
      >
        {text ? shown : canEdit ? <span className="eg-placeholder">{placeholderOf(col, col.type === 'input' || col.type === 'inputNumber' || col.type === 'textarea' || col.type === 'tags' || col.type === 'input_pop' ? '请输入' : '请选择')}</span> : null}
      </div>
    );
  } else {
    body = <Editor {...props} />;
  }

  const details =
    col.showDetails && env.hasSubForm ? (
      <Button
        type="text"
        size="small"
        icon={<ProfileOutlined />}
        aria-label="详细信息"
        onClick={() => env.toggleSubForm(row.id)}
      />
    ) : null;

  const showTip = !!error && (active || hover);
  return (
    <div
      ref={anchorRef}
      className={`eg-cell-fill eg-anchor${error ? ' eg-cell-invalid' : ''}`}
      style={{ display: 'flex', alignItems: 'center', minWidth: 0, gap: 2 }}
      onMouseEnter={error ? () => setHoverRow(row.id) : undefined}
      onMouseLeave={() => setHoverRow(null)}
      data-error={error || undefined}
    >
      {body}
      {details}
      {showTip && <ErrorTip anchor={anchorRef} message={error!} />}
    </div>
  );
});
