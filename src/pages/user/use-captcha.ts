import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from '@/providers/auth-api';

/**
 * The login captcha: a key (Date.now(), like the Vue login page) and the image the server draws for it.
 * `refresh()` asks for a new key and image; a failed request leaves `src` empty so the page offers 点击刷新.
 */
export function useCaptcha() {
  const [key, setKey] = useState(() => String(Date.now()));
  const [src, setSrc] = useState('');
  const [loading, setLoading] = useState(false);
  const latest = useRef(key);

  const load = useCallback(async (k: string) => {
    latest.current = k;
    setLoading(true);
    try {
      const res = await authApi.captcha(k);
      if (latest.current !== k) return;
      setSrc(res.success && typeof res.result === 'string' ? res.result : '');
    } catch {
      // The HTTP client has already shown why; the placeholder invites another try.
      if (latest.current === k) setSrc('');
    } finally {
      if (latest.current === k) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(latest.current);
  }, [load]);

  const refresh = useCallback(() => {
    // Date.now() can repeat within one millisecond (double click): never reuse the previous key.
    const next = String(Math.max(Date.now(), Number(latest.current) + 1));
    setKey(next);
    void load(next);
  }, [load]);

  return { key, src, loading, refresh };
}
