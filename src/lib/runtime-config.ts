/**
 * Runtime configuration read from `window._CONFIG`, set by `/config.js` next to index.html, so an integrator can point
 * the built front end at another JeecgBoot server without rebuilding (JeecgBoot's own convention, note the "domian").
 */
export interface RuntimeConfig {
  domianURL: string;
  staticDomainURL: string;
  /** Optional X-Sign secret for JeecgBoot ≥ 2.4.5 dict endpoints (contract §0.1). */
  signatureSecret?: string;
  /** Public-security filing number shown under the login form. */
  filing?: string;
}

declare global {
  interface Window {
    _CONFIG?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const c = (typeof window !== 'undefined' && window._CONFIG) || {};
  const domianURL = (c.domianURL || '/jeecg-boot').replace(/\/+$/, '');
  return {
    domianURL,
    staticDomainURL: (c.staticDomainURL || `${domianURL}/sys/common/static`).replace(/\/+$/, ''),
    signatureSecret: c.signatureSecret,
  };
}

/** URL to show a stored file path: absolute URLs as-is, else under the static domain (contract §5.16). */
export function fileAccessUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${runtimeConfig().staticDomainURL}/${path.replace(/^\/+/, '')}`;
}
