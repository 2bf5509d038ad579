/** One day of GET /sys/visitInfo (contract §3.5): visits and distinct IPs; `tian` is the date, `type` MM-DD. */
export interface VisitDay {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}

/** A round upper bound for the axis (counts, so at least 5): 1, 2, 5 × 10ⁿ. */
export function niceMax(n: number): number {
  if (n <= 5) return 5;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

/** Axis ticks that land on whole numbers: four steps for 2 × 10ⁿ, five otherwise. */
export function axisTicks(max: number): number[] {
  const lead = max / 10 ** Math.floor(Math.log10(max));
  const steps = lead === 2 ? 4 : 5;
  return Array.from({ length: steps + 1 }, (_, i) => (max / steps) * i);
}

const W = 640;
const H = 240;
const PAD = { l: 36, r: 12, t: 16, b: 28 };

/**
 * The 7-day visit chart drawn as plain SVG (no chart library): bars for visits, a line for distinct IPs.
 * Scales to its container's width.
 */
export function VisitChart({ days }: { days: VisitDay[] }) {
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.visit, d.ip))));
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const slot = iw / Math.max(days.length, 1);
  const bw = Math.min(36, slot * 0.5);
  const y = (v: number) => PAD.t + ih - (v / max) * ih;
  const cx = (i: number) => PAD.l + slot * i + slot / 2;
  const ticks = axisTicks(max);
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${cx(i).toFixed(1)},${y(d.ip).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="近7日访问量" style={{ display: 'block', maxHeight: 280 }}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="#f0f0f0" />
          <text x={PAD.l - 6} y={y(t) + 4} fontSize="11" textAnchor="end" fill="rgba(0,0,0,0.45)">
            {t}
          </text>
        </g>
      ))}
      {days.map((d, i) => (
        <g key={d.tian}>
          <rect x={cx(i) - bw / 2} y={y(d.visit)} width={bw} height={Math.max(0, PAD.t + ih - y(d.visit))} fill="#1890ff" rx={2}>
            <title>{`${d.tian} 访问量 ${d.visit}，IP ${d.ip}`}</title>
          </rect>
          <text x={cx(i)} y={H - 8} fontSize="11" textAnchor="middle" fill="rgba(0,0,0,0.65)">
            {d.type}
          </text>
          {d.visit > 0 && (
            <text x={cx(i)} y={y(d.visit) - 4} fontSize="11" textAnchor="middle" fill="rgba(0,0,0,0.65)">
              {d.visit}
            </text>
          )}
        </g>
      ))}
      {days.length > 0 && <path d={line} fill="none" stroke="#fa8c16" strokeWidth={2} />}
      {days.map((d, i) => (
        <circle key={`ip-${d.tian}`} cx={cx(i)} cy={y(d.ip)} r={3} fill="#fff" stroke="#fa8c16" strokeWidth={2} />
      ))}
    </svg>
  );
}
