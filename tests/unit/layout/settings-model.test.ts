import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS, DEFAULT_SETTINGS, parseSettings, serializeSettings, updateSettings } from '@/layout/settings/settings-model';

describe('layout settings model', () => {
  it('has the spec defaults: sidebar open, desktop, light, sidemenu, multipage on, #1890FF', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      sidebarOpened: true,
      device: 'desktop',
      theme: 'light',
      layoutMode: 'sidemenu',
      multipage: true,
      color: '#1890FF',
    });
  });

  it('offers the eight colour presets', () => {
    expect(COLOR_PRESETS.map((c) => c.color)).toEqual([
      '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#1890FF', '#2F54EB', '#722ED1',
    ]);
  });

  it.each([
    ['keeps valid values', { theme: 'dark', layoutMode: 'topmenu', contentWidth: 'Fluid', multipage: false }, { theme: 'dark', layoutMode: 'topmenu', contentWidth: 'Fluid', multipage: false }],
    ['drops an invalid theme', { theme: 'purple' }, { theme: 'light' }],
    ['drops an invalid colour', { color: 'red' }, { color: '#1890FF' }],
    ['normalises colour case', { color: '#fa541c' }, { color: '#FA541C' }],
    ['auto-hide needs a fixed header', { autoHideHeader: true, fixedHeader: false }, { autoHideHeader: false }],
    ['auto-hide with a fixed header', { autoHideHeader: true, fixedHeader: true }, { autoHideHeader: true, fixedHeader: true }],
    ['non-boolean flags fall back', { colorWeak: 'yes', sidebarOpened: 0 }, { colorWeak: false, sidebarOpened: true }],
  ])('parse: %s', (_n, raw, expected) => {
    expect(parseSettings(raw)).toMatchObject(expected);
  });

  it('turning the fixed header off also turns auto-hide off', () => {
    const on = updateSettings(DEFAULT_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(on.autoHideHeader).toBe(true);
    expect(updateSettings(on, { fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('serialises to what parse restores', () => {
    const s = updateSettings(DEFAULT_SETTINGS, { theme: 'dark', color: '#722ED1', colorWeak: true, sidebarOpened: false });
    expect(parseSettings(JSON.parse(JSON.stringify(serializeSettings(s))))).toEqual(s);
  });
});
