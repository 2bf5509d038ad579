import { WEEK_MS, createStore } from '@/lib/storage';

function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() { return m.size; },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('storage with expiry', () => {
  it('keeps a value for its lifetime and drops it after (7 days = 604800000 ms)', () => {
    let now = 1_000_000;
    const backend = fakeStorage();
    const s = createStore(() => backend, () => now);
    expect(WEEK_MS).toBe(604800000);
    s.set('token', 'abc', WEEK_MS);
    now += WEEK_MS - 1;
    expect(s.get('token')).toBe('abc');
    now += 1;
    expect(s.get('token')).toBeNull();
    expect(backend.getItem('pro__token')).toBeNull(); // expired entries are removed
  });
  it('values without a lifetime never expire', () => {
    let now = 0;
    const backend = fakeStorage();
    const s = createStore(() => backend, () => now);
    s.set('x', { a: 1 });
    now = Number.MAX_SAFE_INTEGER;
    expect(s.get('x')).toEqual({ a: 1 });
  });
  it('corrupted values read as absent', () => {
    const backend = fakeStorage();
    backend.setItem('pro__bad', '{not json');
    const s = createStore(() => backend);
    expect(s.get('bad', 'fallback')).toBe('fallback');
  });
  it('works with no storage at all', () => {
    const s = createStore(() => undefined);
    s.set('a', 1);
    expect(s.get('a')).toBeNull();
  });
});
