// BIFF8 .xls export/import through SheetJS (@e965/xlsx). Layout follows AutoPoi exports: a merged title row,
// a sub-title row with the exporting user, then the header row and the data rows.
import * as XLSX from '@e965/xlsx';

export interface ExcelColumn<T> { header: string; value: (row: T) => string | number | null | undefined; width?: number }

export function writeXls<T>(title: string, subTitle: string | null, columns: ExcelColumn<T>[], rows: T[]): Buffer {
  const aoa: (string | number | null)[][] = [[title]];
  if (subTitle) aoa.push([subTitle]);
  aoa.push(columns.map((c) => c.header));
  for (const r of rows) aoa.push(columns.map((c) => c.value(r) ?? ''));
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  ws['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: Math.max(columns.length - 1, 0) } }];
  if (subTitle) ws['!merges'].push({ s: { r: 1, c: 0 }, e: { r: 1, c: Math.max(columns.length - 1, 0) } });
  ws['!cols'] = columns.map((c) => ({ wch: c.width ?? 18 }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** Reads the first sheet as rows of cell texts. */
export function readSheet(buf: Buffer): string[][] {
  const wb = XLSX.read(buf, { type: 'buffer' });
  const name = wb.SheetNames[0];
  if (!name) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[name], { header: 1, raw: false, defval: '' });
  return rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c).trim())));
}

/** `Content-Disposition` for a Chinese file name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  return `attachment; filename="export.xls"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const XLS_TYPE = 'application/vnd.ms-excel';
