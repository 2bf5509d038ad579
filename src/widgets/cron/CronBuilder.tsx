import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Checkbox, Input, InputNumber, List, Radio, Select, Space, Tabs, Typography } from 'antd';
import {
  BOUNDS,
  NTH_MAX,
  NTH_MIN,
  WEEKDAY_NAMES,
  defaultCronModel,
  describeCron,
  formatCron,
  nextFireTimes,
  parseCron,
  type CronModel,
  type DaySpec,
  type SimpleField,
  type SimpleFieldName,
} from '@/lib/cron';

export interface CronBuilderProps {
  /** Quartz expression (7 parts). */
  value?: string;
  /** Called with every valid expression the operator builds or types. */
  onChange?: (value: string) => void;
  /** Start of the next-fire-time preview (default now). */
  now?: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const fmtTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const Num = ({ value, min, max, onChange, label }: { value: number; min: number; max: number; onChange: (n: number) => void; label: string }) => (
  <InputNumber size="small" aria-label={label} min={min} max={max} precision={0} value={value} style={{ width: 76 }} onChange={(v) => v != null && onChange(Number(v))} />
);

const row = (children: ReactNode) => <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>{children}</span>;

type SimpleDrafts = { increment: { start: number; step: number }; specific: { values: number[] }; range: { from: number; to: number } };

function simpleDrafts(name: SimpleFieldName, f: SimpleField): SimpleDrafts {
  const b = BOUNDS[name];
  const d: SimpleDrafts = { increment: { start: b.min, step: 1 }, specific: { values: [b.min] }, range: { from: b.min, to: Math.min(b.min + 1, b.max) } };
  if (f.mode === 'increment') d.increment = { start: f.start, step: f.step };
  if (f.mode === 'specific') d.specific = { values: f.values };
  if (f.mode === 'range') d.range = { from: f.from, to: f.to };
  return d;
}

function SimpleEditor({ name, value, onChange }: { name: SimpleFieldName; value: SimpleField; onChange: (f: SimpleField) => void }) {
  const b = BOUNDS[name];
  const unit = b.label;
  const [drafts, setDrafts] = useState(() => simpleDrafts(name, value));
  const set = <K extends keyof SimpleDrafts>(k: K, v: SimpleDrafts[K]) => {
    setDrafts((d) => ({ ...d, [k]: v }));
    onChange({ mode: k, ...v } as SimpleField);
  };
  const choices: number[] = [];
  for (let v = b.min; v <= b.max; v++) choices.push(v);
  return (
    <Radio.Group value={value.mode} onChange={(e) => onChange(e.target.value === 'every' ? { mode: 'every' } : ({ mode: e.target.value, ...drafts[e.target.value as keyof SimpleDrafts] } as SimpleField))}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio value="every">每{unit}{name === 'year' ? '（不限）' : ''}</Radio>
        <Radio value="increment">
          {row(
            <>
              从<Num label={`${unit}起始`} value={drafts.increment.start} min={b.min} max={b.max} onChange={(n) => set('increment', { ...drafts.increment, start: n })} />
              {unit}开始，每<Num label={`${unit}间隔`} value={drafts.increment.step} min={1} max={b.maxStep} onChange={(n) => set('increment', { ...drafts.increment, step: n })} />
              {unit}执行一次
            </>,
          )}
        </Radio>
        <Radio value="range">
          {row(
            <>
              周期从<Num label={`${unit}从`} value={drafts.range.from} min={b.min} max={b.max} onChange={(n) => set('range', { ...drafts.range, from: n })} />到
              <Num label={`${unit}到`} value={drafts.range.to} min={b.min} max={b.max} onChange={(n) => set('range', { ...drafts.range, to: n })} />
              {unit}
            </>,
          )}
        </Radio>
        <Radio value="specific">指定{unit}（可多选）</Radio>
        {name === 'year' ? (
          <Select
            mode="multiple"
            aria-label="指定年"
            style={{ width: '100%', maxWidth: 480 }}
            value={drafts.specific.values}
            options={choices.map((v) => ({ value: v, label: String(v) }))}
            onChange={(vs: number[]) => vs.length && set('specific', { values: [...vs].sort((x, y) => x - y) })}
          />
        ) : (
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(52px, 1fr))', gap: 4, width: '100%' }}
            value={drafts.specific.values}
            options={choices.map((v) => ({ value: v, label: pad(v) }))}
            onChange={(vs) => vs.length && set('specific', { values: (vs as number[]).sort((x, y) => x - y) })}
          />
        )}
      </Space>
    </Radio.Group>
  );
}

const WEEK_OPTIONS = [2, 3, 4, 5, 6, 7, 1].map((v) => ({ value: v, label: WEEKDAY_NAMES[v] }));

type DayDrafts = { [K in DaySpec['mode']]: Extract<DaySpec, { mode: K }> };

function dayDrafts(d: DaySpec): DayDrafts {
  const base: DayDrafts = {
    every: { mode: 'every' },
    dayIncrement: { mode: 'dayIncrement', start: 1, step: 1 },
    days: { mode: 'days', values: [1] },
    dayRange: { mode: 'dayRange', from: 1, to: 2 },
    lastDay: { mode: 'lastDay' },
    lastWorkday: { mode: 'lastWorkday' },
    beforeEnd: { mode: 'beforeEnd', offset: 1 },
    nearestWorkday: { mode: 'nearestWorkday', day: 1 },
    weekIncrement: { mode: 'weekIncrement', start: 2, step: 1 },
    weekdays: { mode: 'weekdays', values: [2] },
    weekRange: { mode: 'weekRange', from: 2, to: 6 },
    lastWeekday: { mode: 'lastWeekday', weekday: 6 },
    nthWeekday: { mode: 'nthWeekday', weekday: 2, nth: 1 },
  };
  return { ...base, [d.mode]: d };
}

function DayEditor({ value, onChange }: { value: DaySpec; onChange: (d: DaySpec) => void }) {
  const [drafts, setDrafts] = useState(() => dayDrafts(value));
  const set = (d: DaySpec) => {
    setDrafts((x) => ({ ...x, [d.mode]: d }));
    onChange(d);
  };
  const week = (v: number, on: (n: number) => void, label: string) => (
    <Select size="small" aria-label={label} style={{ width: 80 }} value={v} options={WEEK_OPTIONS} onChange={on} />
  );
  const D = drafts;
  return (
    <Radio.Group value={value.mode} onChange={(e) => onChange(drafts[e.target.value as DaySpec['mode']])}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio value="every">每日</Radio>
        <Radio value="dayIncrement">
          {row(
            <>
              从<Num label="日起始" value={D.dayIncrement.start} min={1} max={31} onChange={(n) => set({ ...D.dayIncrement, start: n })} />
              号开始，每<Num label="日间隔" value={D.dayIncrement.step} min={1} max={31} onChange={(n) => set({ ...D.dayIncrement, step: n })} />天执行一次
            </>,
          )}
        </Radio>
        <Radio value="weekIncrement">
          {row(
            <>
              从{week(D.weekIncrement.start, (n) => set({ ...D.weekIncrement, start: n }), '周起始')}开始，每
              <Num label="周间隔" value={D.weekIncrement.step} min={1} max={7} onChange={(n) => set({ ...D.weekIncrement, step: n })} />天执行一次
            </>,
          )}
        </Radio>
        <Radio value="dayRange">
          {row(
            <>
              每月<Num label="日从" value={D.dayRange.from} min={1} max={31} onChange={(n) => set({ ...D.dayRange, from: n })} />号到
              <Num label="日到" value={D.dayRange.to} min={1} max={31} onChange={(n) => set({ ...D.dayRange, to: n })} />号
            </>,
          )}
        </Radio>
        <Radio value="weekRange">
          {row(
            <>
              每周{week(D.weekRange.from, (n) => set({ ...D.weekRange, from: n }), '周从')}到{week(D.weekRange.to, (n) => set({ ...D.weekRange, to: n }), '周到')}
            </>,
          )}
        </Radio>
        <Radio value="lastDay">每月最后一天</Radio>
        <Radio value="lastWorkday">每月最后一个工作日</Radio>
        <Radio value="beforeEnd">
          {row(
            <>
              每月最后一天的前<Num label="月末前天数" value={D.beforeEnd.offset} min={1} max={30} onChange={(n) => set({ ...D.beforeEnd, offset: n })} />天
            </>,
          )}
        </Radio>
        <Radio value="nearestWorkday">
          {row(
            <>
              每月离<Num label="最近工作日" value={D.nearestWorkday.day} min={1} max={31} onChange={(n) => set({ ...D.nearestWorkday, day: n })} />号最近的工作日
            </>,
          )}
        </Radio>
        <Radio value="lastWeekday">{row(<>每月最后一个{week(D.lastWeekday.weekday, (n) => set({ ...D.lastWeekday, weekday: n }), '最后一个星期')}</>)}</Radio>
        <Radio value="nthWeekday">
          {row(
            <>
              每月第<Num label="第几周" value={D.nthWeekday.nth} min={NTH_MIN} max={NTH_MAX} onChange={(n) => set({ ...D.nthWeekday, nth: n })} />个
              {week(D.nthWeekday.weekday, (n) => set({ ...D.nthWeekday, weekday: n }), '第几个星期')}
            </>,
          )}
        </Radio>
        <Radio value="days">指定日（可多选）</Radio>
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(52px, 1fr))', gap: 4, width: '100%' }}
          value={D.days.values}
          options={Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: pad(i + 1) }))}
          onChange={(vs) => vs.length && set({ mode: 'days', values: (vs as number[]).sort((a, b) => a - b) })}
        />
        <Radio value="weekdays">指定星期（可多选）</Radio>
        <Checkbox.Group value={D.weekdays.values} options={WEEK_OPTIONS} onChange={(vs) => vs.length && set({ mode: 'weekdays', values: (vs as number[]).sort((a, b) => a - b) })} />
      </Space>
    </Radio.Group>
  );
}

/**
 * Quartz cron builder (7 parts): tabs per field with the builder modes, an editable expression that is reversed into
 * the modes, a Chinese description, the next 5 fire times and Chinese explanations of invalid input.
 * `<CronBuilder value="0 0 2 * * ? *" onChange={setCron} />`
 */
export default function CronBuilder({ value, onChange, now }: CronBuilderProps) {
  const initial = useMemo(() => {
    const r = value ? parseCron(value) : null;
    return r && r.ok ? r.model : defaultCronModel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [model, setModel] = useState<CronModel>(initial);
  const [text, setText] = useState(value ?? formatCron(initial));
  const [errors, setErrors] = useState(() => {
    const r = value ? parseCron(value) : null;
    return r && !r.ok ? r.errors : [];
  });
  const [editorKey, setEditorKey] = useState(0);
  const [prevValue, setPrevValue] = useState(value);

  const apply = (expr: string, fromText: boolean) => {
    setText(expr);
    const r = parseCron(expr);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors([]);
    setModel(r.model);
    if (fromText) setEditorKey((k) => k + 1); // re-seed the editors' drafts from the typed expression
    onChange?.(formatCron(r.model));
  };

  // An expression coming from outside (form reset, another widget) is reversed into the modes.
  if (value !== prevValue) {
    setPrevValue(value);
    if (value && value !== text) {
      const r = parseCron(value);
      setText(value);
      if (r.ok) {
        setModel(r.model);
        setErrors([]);
        setEditorKey((k) => k + 1);
      } else setErrors(r.errors);
    }
  }

  const update = (patch: Partial<CronModel>) => {
    const next = { ...model, ...patch };
    setModel(next);
    const expr = formatCron(next);
    setText(expr);
    setErrors([]);
    onChange?.(expr);
  };

  const fires = useMemo(() => (errors.length ? [] : nextFireTimes(model, now ?? new Date(), 5)), [model, errors, now]);
  const simple = (name: SimpleFieldName) => ({
    key: name,
    label: BOUNDS[name].label,
    children: <SimpleEditor key={editorKey} name={name} value={model[name]} onChange={(f) => update({ [name]: f })} />,
  });

  return (
    <div className="cron-builder" data-testid="cron-builder">
      <Tabs
        size="small"
        items={[
          simple('second'),
          simple('minute'),
          simple('hour'),
          { key: 'day', label: '日/周', children: <DayEditor key={editorKey} value={model.day} onChange={(day) => update({ day })} /> },
          simple('month'),
          simple('year'),
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>表达式：</Typography.Text>
        <Input aria-label="cron表达式" value={text} status={errors.length ? 'error' : undefined} onChange={(e) => apply(e.target.value, true)} style={{ maxWidth: 420, fontFamily: 'monospace' }} />
      </div>
      {errors.length ? (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          message="表达式有误"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="cron-errors">
              {errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <>
          <div style={{ marginTop: 8 }} data-testid="cron-description">
            <Typography.Text type="secondary">说明：</Typography.Text>
            {describeCron(model)}
          </div>
          <List
            size="small"
            style={{ marginTop: 8, maxWidth: 420 }}
            header={<Typography.Text type="secondary">最近 5 次运行时间</Typography.Text>}
            dataSource={fires}
            locale={{ emptyText: '没有可运行的时间' }}
            renderItem={(d, i) => (
              <List.Item data-testid="cron-next" style={{ padding: '2px 0' }}>
                第{i + 1}次：{fmtTime(d)}
              </List.Item>
            )}
          />
        </>
      )}
    </div>
  );
}
