export { COLOR_PRESETS, DEFAULT_SETTINGS } from './settings-model';
export type { LayoutSettings } from './settings-model';
export { settingsStore } from './settings-store';
export { LayoutSettingsProvider, useLayoutSettings } from './provider';
export { SettingsDrawer } from './settings-drawer';
