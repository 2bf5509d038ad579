import { Outlet } from 'react-router';
import { LOGO_TITLE, SYSTEM_NAME } from '@/lib/constants';
import './user.css';

/**
 * Public-security filing line under the login form (spec §2 "Login layout"). The number belongs to the deployment, so
 * it comes from the runtime `config.js` (`window._CONFIG.filing = '京公网安备 …号'`); without it the line says so.
 */
export function filingText(): string {
  const c = (typeof window !== 'undefined' ? (window._CONFIG as { filing?: string } | undefined) : undefined) ?? {};
  return c.filing?.trim() || '公安备案信息未配置';
}

/** Logo: a red star on a round badge, drawn inline so the login page needs no asset request. */
export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={LOGO_TITLE}>
      <circle cx="24" cy="24" r="23" fill="#c8161d" />
      <path
        d="M24 8l4.7 10.3 11.3 1.2-8.4 7.6 2.4 11.1L24 32.5l-10 5.7 2.4-11.1L8 19.5l11.3-1.2z"
        fill="#ffd54f"
      />
    </svg>
  );
}

/**
 * Login layout: a centred container with the system title and logo, the child route (login, register, …) and a
 * public-security filing footer.
 */
export default function UserLayout() {
  return (
    <div className="user-layout">
      <div className="user-layout-main">
        <div className="user-layout-top">
          <div className="user-layout-header">
            <Logo />
            <h1 className="user-layout-title">{SYSTEM_NAME}</h1>
          </div>
          <div className="user-layout-desc">{LOGO_TITLE} · 红色旅游与历史遗址运营管理</div>
        </div>
        <div className="user-layout-content">
          <Outlet />
        </div>
      </div>
      <footer className="user-layout-footer">
        <div>
          <a href="http://www.beian.gov.cn/portal/registerSystemInfo" target="_blank" rel="noreferrer">
            {filingText()}
          </a>
        </div>
        <div>Copyright © {new Date().getFullYear()} {LOGO_TITLE}</div>
      </footer>
    </div>
  );
}
