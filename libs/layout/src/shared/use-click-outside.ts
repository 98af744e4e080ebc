import { useEffect, useRef, type RefObject } from 'react';
import { CLICK_OUTSIDE_GUARD_MS } from './timings';

/**
 * While `active`, calls `onOutside` when the pointer goes down outside every element of `refs` (H-11). A press within
 * 200 ms of becoming active is ignored, so the click that opened a menu never closes it.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  const refsRef = useRef(refs);
  refsRef.current = refs;
  useEffect(() => {
    if (!active) return undefined;
    const since = Date.now();
    const listener = (event: Event) => {
      if (Date.now() - since < CLICK_OUTSIDE_GUARD_MS) return;
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (refsRef.current.some((ref) => ref.current?.contains(target))) return;
      latest.current();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active]);
}
