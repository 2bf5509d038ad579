// Kept apart from the settings drawer so the app root loads no drawer, switch or select code at start-up.
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { LayoutSettings } from './settings-model';
import { settingsStore, useSettingsState } from './settings-store';

const COLOR_WEAK_CLASS = 'colorWeak';

/**
 * Restores the saved layout settings at start-up and applies them: primary colour through a nested antd
 * ConfigProvider, colour-weak mode as a CSS filter class on <html>. Mount once around the authenticated app.
 *   <LayoutSettingsProvider><BasicLayout … /></LayoutSettingsProvider>
 */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const s = useSettingsState();
  useEffect(() => {
    document.documentElement.classList.toggle(COLOR_WEAK_CLASS, s.colorWeak);
    return () => document.documentElement.classList.remove(COLOR_WEAK_CLASS);
  }, [s.colorWeak]);
  return <ConfigProvider theme={{ token: { colorPrimary: s.color } }}>{children}</ConfigProvider>;
}

/** The current layout settings and a setter that persists them. `const { settings, update } = useLayoutSettings()` */
export function useLayoutSettings(): { settings: LayoutSettings; update: (patch: Partial<LayoutSettings>) => void } {
  const settings = useSettingsState();
  return { settings, update: settingsStore.set };
}

