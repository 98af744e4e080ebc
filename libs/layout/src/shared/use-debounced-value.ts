import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` milliseconds, and a function that settles it at once (Enter).
 * @example const [text, settleNow] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
 */
export function useDebouncedValue<T>(value: T, ms: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  const settleNow = useCallback(() => setSettled(value), [value]);
  return [settled, settleNow];
}
