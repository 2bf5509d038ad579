// Captcha picture for /sys/randomImage. The real Jeecg server returns `data:image/jpg;base64,...`; we draw an SVG
// and return `data:image/svg+xml;base64,...` — the client only uses the value as an <img> src, so both work.
import { randomInt } from 'node:crypto';

export const CAPTCHA_CHARS = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';

export function randomCode(len = 4): string {
  let s = '';
  for (let i = 0; i < len; i += 1) s += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return s;
}

const rnd = (a: number, b: number): number => a + randomInt(b - a + 1);
const colour = (lo: number, hi: number): string => `rgb(${rnd(lo, hi)},${rnd(lo, hi)},${rnd(lo, hi)})`;

export function captchaSvg(code: string, width = 105, height = 35): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 6; i += 1) {
    parts.push(`<line x1="${rnd(0, width)}" y1="${rnd(0, height)}" x2="${rnd(0, width)}" y2="${rnd(0, height)}" stroke="${colour(120, 200)}" stroke-width="1"/>`);
  }
  for (let i = 0; i < 30; i += 1) parts.push(`<circle cx="${rnd(0, width)}" cy="${rnd(0, height)}" r="1" fill="${colour(100, 200)}"/>`);
  const step = width / (code.length + 1);
  [...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 0.6));
    const y = rnd(24, 29);
    const esc = ch.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    parts.push(`<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${rnd(20, 24)}" font-weight="bold" fill="${colour(20, 110)}" transform="rotate(${rnd(-20, 20)} ${x + 6} ${y - 8})">${esc}</text>`);
  });
  for (let i = 0; i < 2; i += 1) {
    parts.push(`<path d="M0 ${rnd(5, 30)} Q ${rnd(20, 80)} ${rnd(0, 35)} ${width} ${rnd(5, 30)}" stroke="${colour(60, 150)}" fill="none" stroke-width="1.2"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
