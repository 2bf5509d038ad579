import { type ReactNode } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Select, Switch, Tooltip } from 'antd';
import { COLOR_PRESETS } from './settings-model';
import { useLayoutSettings } from './provider';
import './settings.css';

/** A picture card of the drawer: a side-menu sketch (light or dark) or a top-bar sketch. */
function SettingCard({
  look,
  label,
  active,
  onClick,
}: {
  look: 'light' | 'dark' | 'top';
  label: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={active}
        className={`rj-setting-card rj-setting-card-${look}`}
        onClick={onClick}
      >
        <span className={look === 'top' ? 'rj-setting-card-topbar' : 'rj-setting-card-side'} />
        {active && <CheckOutlined className="rj-setting-card-check" />}
      </button>
    </Tooltip>
  );
}

/**
 * 系统设置 drawer: menu theme, primary colour, navigation mode, content width, fixed header, auto-hide header, fixed
 * sider, colour-weak and multipage; every change is saved at once.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings: s, update } = useLayoutSettings();
  const row = (title: string, action: ReactNode, disabled = false) => (
    <List.Item actions={[action]} className={disabled ? 'rj-setting-disabled' : undefined}>
      {title}
    </List.Item>
  );
  return (
    <Drawer title="系统设置" placement="right" width={300} open={open} onClose={onClose} destroyOnHidden={false}>
      <h3 className="rj-setting-title">整体风格设置</h3>
      <div className="rj-setting-cards">
        <SettingCard look="dark" label="暗色菜单风格" active={s.theme === 'dark'} onClick={() => update({ theme: 'dark' })} />
        <SettingCard look="light" label="亮色菜单风格" active={s.theme === 'light'} onClick={() => update({ theme: 'light' })} />
      </div>
      <h3 className="rj-setting-title">主题色</h3>
      <div className="rj-setting-colors">
        {COLOR_PRESETS.map((c) => (
          <Tooltip title={c.name} key={c.key}>
            <button
              type="button"
              aria-label={c.name}
              aria-pressed={s.color === c.color}
              className="rj-setting-color"
              style={{ background: c.color }}
              onClick={() => update({ color: c.color })}
            >
              {s.color === c.color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h3 className="rj-setting-title">导航模式</h3>
      <div className="rj-setting-cards">
        <SettingCard
          look="dark"
          label="侧边栏导航"
          active={s.layoutMode === 'sidemenu'}
          onClick={() => update({ layoutMode: 'sidemenu' })}
        />
        <SettingCard
          look="top"
          label="顶部栏导航"
          active={s.layoutMode === 'topmenu'}
          onClick={() => update({ layoutMode: 'topmenu' })}
        />
      </div>
      <List split={false}>
        {row(
          '内容区域宽度',
          <Select
            size="small"
            aria-label="内容区域宽度"
            style={{ width: 80 }}
            value={s.contentWidth}
            onChange={(v) => update({ contentWidth: v })}
            options={[
              { value: 'Fixed', label: '固定' },
              { value: 'Fluid', label: '流式' },
            ]}
          />,
        )}
        {row('固定 Header', <Switch size="small" aria-label="固定 Header" checked={s.fixedHeader} onChange={(v) => update({ fixedHeader: v })} />)}
        {row(
          '下滑时隐藏 Header',
          <Switch
            size="small"
            aria-label="下滑时隐藏 Header"
            disabled={!s.fixedHeader}
            checked={s.autoHideHeader}
            onChange={(v) => update({ autoHideHeader: v })}
          />,
          !s.fixedHeader,
        )}
        {row(
          '固定侧边菜单',
          <Switch
            size="small"
            aria-label="固定侧边菜单"
            disabled={s.layoutMode === 'topmenu'}
            checked={s.fixedSidebar}
            onChange={(v) => update({ fixedSidebar: v })}
          />,
          s.layoutMode === 'topmenu',
        )}
      </List>
      <Divider />
      <h3 className="rj-setting-title">其他设置</h3>
      <List split={false}>
        {row('色弱模式', <Switch size="small" aria-label="色弱模式" checked={s.colorWeak} onChange={(v) => update({ colorWeak: v })} />)}
        {row('多页签模式', <Switch size="small" aria-label="多页签模式" checked={s.multipage} onChange={(v) => update({ multipage: v })} />)}
      </List>
    </Drawer>
  );
}
