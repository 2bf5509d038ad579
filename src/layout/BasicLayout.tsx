import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Drawer, Layout, theme as antdTheme } from 'antd';
import { Link, useLocation, type Location } from 'react-router';
import {
  documentTitle,
  HOME_PATH,
  HOME_TAB_TITLE,
  LOGO_TITLE,
  SIDER_COLLAPSED_WIDTH,
  SIDER_WIDTH,
  WELCOME_TEXT,
} from '@/lib/constants';
import { pendingLogin } from '@/providers/auth-provider';
import { useMenu } from '@/providers/menu-store';
import type { PageRoute } from '@/router/menu-routes';
import ChangePasswordModal from './dialogs/ChangePasswordModal';
import DepartSwitchModal from './dialogs/DepartSwitchModal';
import MenuSearch from './header/MenuSearch';
import UserMenu from './header/UserMenu';
import { NavMenu } from './menu/NavMenu';
import NoticeBell from './notice/NoticeBell';
import { SettingsDrawer, useLayoutSettings } from './settings';
import { AUTO_HIDE_SCROLL } from './settings/settings-model';
import { TabsWorkspace } from './tabs/TabsWorkspace';
import { useDevice } from './use-device';
import './layout.css';

export interface BasicLayoutProps {
  routes: PageRoute[];
  findRoute(pathname: string): PageRoute | undefined;
  renderRoute(location: Location): ReactNode;
}

function Logo({ collapsed, dark, width }: { collapsed?: boolean; dark?: boolean; width?: number }) {
  return (
    <Link to={HOME_PATH} className={`rj-logo${dark ? ' rj-logo-dark' : ''}`} style={width ? { width } : undefined}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      {!collapsed && <span className="rj-logo-title">{LOGO_TITLE}</span>}
    </Link>
  );
}

/** Hides the header after 100 px of downward scrolling (only used with a fixed header and the option on). */
function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > AUTO_HIDE_SCROLL && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/**
 * The authenticated application shell: side menu (drawer on phones) or top menu, header with menu search, notice bell
 * and user menu, breadcrumb, tabs workspace and content. The integrator mounts it for every authenticated path:
 *   <BasicLayout routes={routes} findRoute={findRoute} renderRoute={(loc) => <Routes location={loc}>…</Routes>} />
 */
export default function BasicLayout({ findRoute, renderRoute }: BasicLayoutProps) {
  const menu = useMenu() ?? [];
  const location = useLocation();
  const { settings, update } = useLayoutSettings();
  const device = useDevice();
  const mobile = device === 'mobile';
  const { token } = antdTheme.useToken();

  const [drawer, setDrawer] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const [departRequired, setDepartRequired] = useState(false);
  const closePassword = useCallback(() => setPasswordOpen(false), []);
  const closeDepart = useCallback(() => {
    setDepartOpen(false);
    setDepartRequired(false);
  }, []);

  // A login with several departments asks once, here, which one to work in.
  useEffect(() => {
    if (pendingLogin.multiDepart) {
      pendingLogin.multiDepart = false;
      setDepartRequired(true);
      setDepartOpen(true);
    }
  }, []);

  const route = findRoute(location.pathname);
  useEffect(() => {
    document.title = documentTitle(route?.title, location.pathname);
  }, [route?.title, location.pathname]);

  // Close the phone drawer whenever the route changes.
  useEffect(() => setDrawer(false), [location.pathname]);

  const topMenu = settings.layoutMode === 'topmenu' && !mobile;
  // Tablets show the narrow sider without changing the saved choice.
  const collapsed = device === 'tablet' ? true : !settings.sidebarOpened;
  const dark = settings.theme === 'dark';
  const headerHidden = useHeaderHidden(settings.fixedHeader && settings.autoHideHeader);
  const fixedWidth = settings.contentWidth === 'Fixed' && topMenu;

  const toggle = () => {
    if (mobile) setDrawer((d) => !d);
    else update({ sidebarOpened: !settings.sidebarOpened });
  };

  const breadcrumb = useMemo(() => {
    const items: { title: ReactNode }[] = [{ title: <Link to={HOME_PATH}>{HOME_TAB_TITLE}</Link> }];
    if (route && location.pathname !== HOME_PATH) {
      for (const p of route.parents) items.push({ title: p.title });
      items.push({ title: route.title });
    }
    return items;
  }, [route, location.pathname]);

  const headerClass = [
    'rj-header',
    settings.fixedHeader ? 'rj-header-fixed' : '',
    headerHidden ? 'rj-header-hidden' : '',
    topMenu && dark ? 'rj-header-dark' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const right = (
    <div className="rj-header-right" style={topMenu ? { minWidth: 360 } : undefined}>
      <MenuSearch menu={menu} mobile={mobile} />
      <NoticeBell />
      <UserMenu
        mobile={mobile}
        onSettings={() => setSettingsOpen(true)}
        onPassword={() => setPasswordOpen(true)}
        onDepart={() => setDepartOpen(true)}
      />
    </div>
  );

  const header = (
    <Layout.Header className={headerClass} style={{ background: topMenu && dark ? '#001529' : token.colorBgContainer }}>
      {topMenu ? (
        <div className={`rj-header-inner${fixedWidth ? ' rj-fixed-width' : ''}`}>
          <Logo dark={dark} width={165} />
          <NavMenu menu={menu} mode="horizontal" theme={settings.theme} />
          {right}
        </div>
      ) : (
        <div className="rj-header-inner">
          <span className="rj-header-action rj-trigger" role="button" tabIndex={0} aria-label="切换菜单" onClick={toggle}>
            {collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </span>
          <span className="rj-welcome">{mobile ? LOGO_TITLE : WELCOME_TEXT}</span>
          {right}
        </div>
      )}
    </Layout.Header>
  );

  const siderMenu = (
    <NavMenu
      menu={menu}
      theme={settings.theme}
      collapsed={mobile ? false : collapsed}
      onNavigate={mobile ? () => setDrawer(false) : undefined}
    />
  );

  return (
    <Layout className="rj-basic-layout" style={{ minHeight: '100vh' }}>
      {!topMenu && !mobile && (
        <Layout.Sider
          className={`rj-sider${settings.fixedSidebar ? ' rj-sider-fixed' : ''}`}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          theme={settings.theme}
        >
          <Logo collapsed={collapsed} dark={dark} />
          {siderMenu}
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          open={drawer}
          placement="left"
          width={SIDER_WIDTH}
          onClose={() => setDrawer(false)}
          closable={false}
          styles={{ body: { padding: 0, background: dark ? '#001529' : undefined } }}
          className="rj-menu-drawer"
        >
          <Logo dark={dark} />
          {siderMenu}
        </Drawer>
      )}
      <Layout className="rj-main">
        {header}
        <Layout.Content className={`rj-content${fixedWidth ? ' rj-fixed-width' : ''}`}>
          <TabsWorkspace
            findRoute={findRoute}
            renderRoute={renderRoute}
            multipage={settings.multipage}
            breadcrumb={<Breadcrumb className="rj-breadcrumb" items={breadcrumb} />}
          />
        </Layout.Content>
        <Layout.Footer className="rj-footer" />
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ChangePasswordModal open={passwordOpen} onClose={closePassword} />
      <DepartSwitchModal open={departOpen} onClose={closeDepart} closable={!departRequired} />
    </Layout>
  );
}
