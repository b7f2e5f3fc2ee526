import { useRef } from 'react';

/**
 * For a dialog opened from code rather than by a Radix trigger (Invite Friends after a button's own handler, a
 * celebration that a resolution brings): Radix gives the focus back only to its trigger, so without one the focus
 * would fall to the page's start when the dialog closes. These handlers note what had the focus as the dialog opens
 * and give it back there, unless that control has gone meanwhile.
 */
export function useFocusReturn() {
  const before = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      before.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = before.current;
      before.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
