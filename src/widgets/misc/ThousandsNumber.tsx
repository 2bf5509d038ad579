/** Groups the integer part by thousands: 1234567.891 → "1,234,567.891"; non-numbers are returned as given. */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value).trim();
  const m = /^([+-]?)(\d+)(\.\d+)?$/.exec(s);
  if (!m) return s;
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

/** A number shown with thousands separators (the JeecgBoot "NumberFormat" filter).  <ThousandsNumber value={total} /> */
export default function ThousandsNumber({ value }: { value?: number | string | null }) {
  return <span>{formatThousands(value)}</span>;
}
