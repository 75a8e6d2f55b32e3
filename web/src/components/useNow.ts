import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: a render clock for "time waiting" and relative
 * times. It reads no data; documents still arrive only through the live replica hooks.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
