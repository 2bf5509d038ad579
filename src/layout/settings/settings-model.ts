/**
 * Layout settings of spec/widgets.md §2 and §9, persisted in local storage (KEYS.layout). Pure (de)serialisation here;
 * the store and the drawer live beside it. Table tests: tests/unit/layout/settings-model.test.ts.
 */
export type MenuTheme = 'light' | 'dark';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fluid' | 'Fixed';
export type Device = 'desktop' | 'tablet' | 'mobile';

export interface LayoutSettings {
  sidebarOpened: boolean;
  device: Device;
  theme: MenuTheme;
  layoutMode: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  color: string;
  colorWeak: boolean;
  multipage: boolean;
}

/** The eight primary-colour presets, in the drawer's order. */
export const COLOR_PRESETS: { key: string; name: string; color: string }[] = [
  { key: 'red', name: '薄暮', color: '#F5222D' },
  { key: 'volcano', name: '火山', color: '#FA541C' },
  { key: 'dusk', name: '日暮', color: '#FAAD14' },
  { key: 'cyan', name: '明青', color: '#13C2C2' },
  { key: 'green', name: '极光绿', color: '#52C41A' },
  { key: 'blue', name: '拂晓蓝（默认）', color: '#1890FF' },
  { key: 'geekblue', name: '极客蓝', color: '#2F54EB' },
  { key: 'purple', name: '酱紫', color: '#722ED1' },
];

export const DEFAULT_COLOR = '#1890FF';

export const DEFAULT_SETTINGS: LayoutSettings = {
  sidebarOpened: true,
  device: 'desktop',
  theme: 'light',
  layoutMode: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixedSidebar: false,
  autoHideHeader: false,
  color: DEFAULT_COLOR,
  colorWeak: false,
  multipage: true,
};

/** Phone and tablet breakpoints (spec/widgets.md §9). */
export const MOBILE_QUERY = '(max-width: 767.99px)';
export const TABLET_QUERY = '(max-width: 1087.99px)';
/** Header height when fixed, and the scroll distance after which an auto-hide header hides. */
export const FIXED_HEADER_PADDING = 59;
export const AUTO_HIDE_SCROLL = 100;

const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** Reads a stored value into complete settings; anything missing or invalid falls back to its default. */
export function parseSettings(raw: unknown): LayoutSettings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  const color =
    typeof r.color === 'string' && /^#[0-9a-f]{6}$/i.test(r.color) ? r.color.toUpperCase() : d.color;
  const fixedHeader = bool(r.fixedHeader, d.fixedHeader);
  return {
    sidebarOpened: bool(r.sidebarOpened, d.sidebarOpened),
    device: pick(r.device, ['desktop', 'tablet', 'mobile'] as const, d.device),
    theme: pick(r.theme, ['light', 'dark'] as const, d.theme),
    layoutMode: pick(r.layoutMode, ['sidemenu', 'topmenu'] as const, d.layoutMode),
    contentWidth: pick(r.contentWidth, ['Fluid', 'Fixed'] as const, d.contentWidth),
    fixedHeader,
    fixedSidebar: bool(r.fixedSidebar, d.fixedSidebar),
    // Auto-hide only makes sense with a fixed header.
    autoHideHeader: fixedHeader && bool(r.autoHideHeader, d.autoHideHeader),
    color,
    colorWeak: bool(r.colorWeak, d.colorWeak),
    multipage: bool(r.multipage, d.multipage),
  };
}

/** Applies a change and keeps the settings consistent (auto-hide needs a fixed header). */
export function updateSettings(cur: LayoutSettings, patch: Partial<LayoutSettings>): LayoutSettings {
  return parseSettings({ ...cur, ...patch });
}

/** What is written to storage. */
export function serializeSettings(s: LayoutSettings): LayoutSettings {
  return { ...s };
}
