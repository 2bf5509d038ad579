import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for the 获取验证码 button: `start(60)`, then `left` falls to 0 once a second. */
export function useCountdown() {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const t = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left]);

  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, running: left > 0, start };
}
