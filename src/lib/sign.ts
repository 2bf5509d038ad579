import SparkMD5 from 'spark-md5';

/**
 * X-Sign for JeecgBoot ≥ 2.4.5 dictionary endpoints (contract §0.1). Only used when `window._CONFIG.signatureSecret`
 * is set; our own server does not check it.
 */
export const SIGNED_PATHS = [
  '/sys/dict/getDictItems/',
  '/sys/dict/loadDict/',
  '/sys/dict/loadDictOrderByValue/',
  '/sys/dict/loadDictItem/',
  '/sys/dict/loadTreeData',
];

export function needsSign(url: string): boolean {
  return SIGNED_PATHS.some((p) => url.includes(p));
}

export function signTimestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

export function signRequest(
  url: string,
  params: Record<string, unknown> | undefined,
  body: Record<string, unknown> | undefined,
  secret: string,
): string {
  const map: Record<string, string> = {};
  const [path, query] = url.split('?');
  if (query) {
    for (const pair of decodeURIComponent(query).split('&')) {
      const i = pair.indexOf('=');
      if (i > 0) map[pair.slice(0, i)] = pair.slice(i + 1);
    }
  }
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) map[k] = String(v);
  for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined && v !== null) map[k] = String(v);
  const last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  if (last.includes(',')) map['x-path-variable'] = last;
  delete map._t;
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(map).sort()) sorted[k] = map[k];
  return SparkMD5.hash(JSON.stringify(sorted) + secret).toUpperCase();
}
