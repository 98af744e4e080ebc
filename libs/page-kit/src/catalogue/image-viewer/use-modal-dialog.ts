import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** The elements of `root` the keyboard can reach, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')];
}

/**
 * A modal dialog rendered into its own child of `document.body`, open while mounted: the rest of the page is inert
 * and does not scroll, `initialFocus` takes the focus; on unmount all is given back and focus goes to `returnFocus()`,
 * or to what had it when it opened. Returns the dialog's Tab handler, which keeps the focus cycling inside it.
 */
export function useModalDialog({
  dialog,
  initialFocus,
  returnFocus,
}: {
  dialog: RefObject<HTMLElement | null>;
  initialFocus: RefObject<HTMLElement | null>;
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
}): (event: KeyboardEvent<HTMLElement>) => void {
  // Mounting opens the viewer and unmounting closes it, so this runs once, with the props it opened with.
  useEffect(() => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.current?.parentElement;
    const others = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
    );
    for (const el of others) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    initialFocus.current?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
      const opener = returnFocus?.() ?? focused;
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the page behind is made inert and given back on close
  }, []);

  return (event) => {
    const root = dialog.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusables(root);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (active === last || !root.contains(active))) {
      event.preventDefault();
      first?.focus();
    }
  };
}
