import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { Image, Tag } from 'antd';
import { fileAccessUrl } from '@/lib/runtime-config';

/** A scenic spot (spec §3). */
export interface Spot {
  id: string;
  spotname?: string;
  spotshortname?: string | null;
  shopnum?: number | null;
  isrelease?: string | null;
  isrelease_dictText?: string;
  showorder?: number | null;
  imageurl?: string | null;
}

/** Released only when isrelease is '1' (spec §4). */
export const isReleased = (s: Pick<Spot, 'isrelease'>) => String(s.isrelease ?? '') === '1';

/** Red row for an unreleased spot. */
export const spotRowClass = (s: Spot) => (isReleased(s) ? '' : 'row-warn');

export function ReleaseTag({ value }: { value: unknown }) {
  return isReleased({ isrelease: value == null ? null : String(value) }) ? (
    <Tag color="green">已发布</Tag>
  ) : (
    <Tag color="red">未发布</Tag>
  );
}

/** First image of a stored path list ("a.png,b.png"), as a URL. */
export function firstImage(path: string | null | undefined): string {
  const first = (path ?? '').split(',').map((s) => s.trim()).find(Boolean);
  return first ? fileAccessUrl(first) : '';
}

export function SpotThumb({ path, size = 48 }: { path?: string | null; size?: number }) {
  const src = firstImage(path);
  if (!src) return <span style={{ color: 'rgba(0,0,0,0.25)' }}>无图片</span>;
  return <Image src={src} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} alt="景区图片" />;
}

/** Columns of the spot list: 景区名称, 简称, 商铺数, 是否发布, 排序, 图片, 操作. */
export function spotColumns(renderActions: (s: Spot) => ReactNode): TableColumnsType<Spot> {
  return [
    { title: '景区名称', dataIndex: 'spotname', key: 'spotname', ellipsis: true },
    { title: '简称', dataIndex: 'spotshortname', key: 'spotshortname', ellipsis: true, width: 140 },
    { title: '商铺数', dataIndex: 'shopnum', key: 'shopnum', width: 90, align: 'right' },
    {
      title: '是否发布',
      dataIndex: 'isrelease',
      key: 'isrelease',
      width: 100,
      align: 'center',
      render: (v: unknown) => <ReleaseTag value={v} />,
    },
    { title: '排序', dataIndex: 'showorder', key: 'showorder', width: 80, align: 'right' },
    {
      title: '图片',
      dataIndex: 'imageurl',
      key: 'imageurl',
      width: 90,
      align: 'center',
      render: (v: string | null) => <SpotThumb path={v} />,
    },
    { title: '操作', key: 'action', width: 170, fixed: 'right', render: (_: unknown, s: Spot) => renderActions(s) },
  ];
}

/** Columns of the spot picker: 简称 and 商铺数 (spec §2 Pickers). */
export const spotPickerColumns: TableColumnsType<Spot> = [
  { title: '简称', dataIndex: 'spotshortname', key: 'spotshortname', render: (v: string | null, s: Spot) => v || s.spotname },
  { title: '商铺数', dataIndex: 'shopnum', key: 'shopnum', width: 120, align: 'right' },
];
