import * as Tabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type MouseEvent } from 'react';

/** `focusVisible` (Chromium, Firefox and Safari carry it) is not yet in TypeScript's DOM types. */
const WITHOUT_RING: FocusOptions & { focusVisible: boolean } = { focusVisible: false };

/**
 * A tab of a Radix tab list that shows the focus ring to the keyboard only.
 *
 * Radix's trigger focuses itself by script when the mouse presses it (Safari would not focus a button on a click), and
 * browsers draw the keyboard's ring (`:focus-visible`) around what a script focuses: a gold frame stayed on every tab
 * clicked. Here the main button's press focuses the tab first, asking for no ring; Radix's handler then runs as before
 * (its focus, and the browser's, find the tab focused already) and selects the tab. Other presses (right button, Ctrl)
 * go to Radix untouched, and the keyboard keeps its ring.
 */
export const TabTrigger = forwardRef<ComponentRef<typeof Tabs.Trigger>, ComponentPropsWithoutRef<typeof Tabs.Trigger>>(
  function TabTrigger({ onMouseDown, ...props }, ref) {
    function pressed(event: MouseEvent<HTMLButtonElement>) {
      onMouseDown?.(event);
      if (event.defaultPrevented || props.disabled || event.button !== 0 || event.ctrlKey) return;
      event.currentTarget.focus(WITHOUT_RING);
    }
    return <Tabs.Trigger ref={ref} {...props} onMouseDown={pressed} />;
  },
);
