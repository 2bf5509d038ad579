import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_CLOSE_WARNING,
  LAST_TAB_WARNING,
  makeTab,
  openTab,
  parseSavedTabs,
  refreshTab,
  serializeTabs,
  type TabItem,
} from '@/layout/tabs/tab-list';

const tabs = (...paths: string[]): TabItem[] => paths.map((p) => {
  const [pathname, search = ''] = p.split('?');
  return makeTab(pathname, search ? `?${search}` : '');
});
const keys = (t: TabItem[]) => t.map((x) => x.key);
const H = '/dashboard/analysis';

describe('tab list', () => {
  it('keys a tab by its full path', () => {
    expect(makeTab('/a', '?x=1').key).toBe('/a?x=1');
    expect(makeTab('/a', '').key).toBe('/a');
    expect(makeTab('/a', 'x=1').key).toBe('/a?x=1');
    expect(keys(openTab(tabs('/a?x=1'), makeTab('/a', '?x=2')))).toEqual(['/a?x=1', '/a?x=2']);
  });

  it.each([
    ['adds a new path at the end', tabs(H, '/a'), '/b', [H, '/a', '/b']],
    ['does not duplicate an open path', tabs(H, '/a'), '/a', [H, '/a']],
    ['puts home first', tabs('/a', '/b'), H, [H, '/a', '/b']],
  ])('openTab %s', (_n, list, path, expected) => {
    expect(keys(openTab(list, makeTab(path)))).toEqual(expected);
  });

  it.each([
    ['home cannot be closed', tabs(H, '/a'), H, '/a', { tabs: [H, '/a'], active: '/a', warning: HOME_CLOSE_WARNING }],
    ['the last tab cannot be closed', tabs('/a'), '/a', '/a', { tabs: ['/a'], active: '/a', warning: LAST_TAB_WARNING }],
    ['closing an inactive tab keeps the active one', tabs(H, '/a', '/b'), '/a', '/b', { tabs: [H, '/b'], active: '/b' }],
    ['closing the active tab activates the right neighbour', tabs(H, '/a', '/b'), '/a', '/a', { tabs: [H, '/b'], active: '/b' }],
    ['closing the rightmost active tab activates the left one', tabs(H, '/a', '/b'), '/b', '/b', { tabs: [H, '/a'], active: '/a' }],
    ['unknown key changes nothing', tabs(H, '/a'), '/zz', '/a', { tabs: [H, '/a'], active: '/a' }],
  ])('closeTab: %s', (_n, list, key, active, expected) => {
    const r = closeTab(list, key, active);
    expect({ tabs: keys(r.tabs), active: r.active, ...(r.warning ? { warning: r.warning } : {}) }).toEqual(expected);
  });

  it.each([
    ['closeLeft keeps home and the tabs from the target on', closeLeft, '/b', '/c', [H, '/b', '/c'], '/c'],
    ['closeLeft moves the active tab to the target when it was closed', closeLeft, '/b', '/a', [H, '/b', '/c'], '/b'],
    ['closeRight keeps the tabs up to the target', closeRight, '/a', '/a', [H, '/a'], '/a'],
    ['closeRight moves the active tab to the target', closeRight, '/a', '/c', [H, '/a'], '/a'],
    ['closeOthers keeps home and the target', closeOthers, '/b', '/c', [H, '/b'], '/b'],
    ['closeOthers on home keeps only home', closeOthers, H, '/a', [H], H],
  ])('%s', (_n, fn, key, active, expectedTabs, expectedActive) => {
    const r = fn(tabs(H, '/a', '/b', '/c'), key, active);
    expect(keys(r.tabs)).toEqual(expectedTabs);
    expect(r.active).toBe(expectedActive);
  });

  it('refresh bumps only the chosen tab', () => {
    const r = refreshTab(tabs(H, '/a'), '/a');
    expect(r.map((t) => t.refresh)).toEqual([0, 1]);
  });

  it.each([
    ['not an array', 'x', []],
    ['drops invalid entries and duplicates, home first', [{ pathname: '/a', search: '' }, { pathname: 'bad' }, null, { pathname: H }, { pathname: '/a' }], [H, '/a']],
    ['keeps the query', [{ pathname: '/a', search: '?id=1' }], ['/a?id=1']],
  ])('parseSavedTabs: %s', (_n, raw, expected) => {
    expect(keys(parseSavedTabs(raw))).toEqual(expected);
  });

  it('round-trips through serialisation', () => {
    const list = tabs(H, '/a?x=1');
    expect(keys(parseSavedTabs(JSON.parse(JSON.stringify(serializeTabs(list)))))).toEqual([H, '/a?x=1']);
  });
});
