import type { ComponentPropsWithRef, MouseEvent } from 'react';

type PendingButtonProps = ComponentPropsWithRef<'button'> & {
  /** A request of this button's is on its way: a press (or Enter in the form) does nothing until it is back. */
  pending: boolean;
};

/**
 * A button that takes no second press while its request is on its way, without `disabled`: a browser moves the
 * keyboard's focus off a button that becomes disabled, to the page itself, so a keyboard or screen-reader user who
 * pressed Save found themselves back at the top of the page. `aria-disabled` tells assistive technology the same
 * thing and keeps the focus where it was; the press is cancelled here, which also stops a form's submission by Enter
 * (the browser submits by clicking the form's submit button, and a cancelled click submits nothing).
 */
export function PendingButton({ pending, onClick, type = 'button', ...rest }: PendingButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...rest} type={type} aria-disabled={pending || undefined} onClick={press} />;
}
