import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties } from 'react';
import { Announcement } from '@/components/announcement';
import { tabOutOfFootCard } from '@/components/tab-out-of-foot-card';
import { CashNotice } from './cash-notice';
import { CelebrationIcon } from './celebration-icon';
import { type Celebration, ICON_FOR_TYPE } from './celebration-types';
import { CELEBRATION_BAR_MS, CONFETTI_DOTS } from './celebration-timing';
import { useCelebrationTimers } from './use-celebration-timers';
import './celebration.css';
import { useFocusReturn } from '@/hooks/use-focus-return';

const dots = Array.from({ length: CONFETTI_DOTS }, (_, index) => index);

/**
 * Where the cheer shows: `centre`, the SPEC's modal over a dimmed page; or `foot`, a card at the foot of the screen
 * that leaves the page in view and in reach, for a cheer that comes with something the user came to see (their vote's
 * results on /vote, which the modal hid for its 5 s).
 */
export type CelebrationPlacement = 'centre' | 'foot';

/**
 * A short cheer: its icon, message and subtitle over 12 confetti dots, a bar that empties in 4 s, and 1 s later it
 * closes itself. After 2 s it reminds the user that the best predictors win cash, linking how they are scored.
 * Escape or Close end it sooner; resting the pointer on it holds it open, and its bar with it. At the foot it takes
 * neither the focus nor the page, and goes, as the result card does, when the user presses elsewhere.
 */
export function CelebrationPopup({
  celebration,
  onClose,
  placement = 'centre',
}: {
  celebration: Celebration | null;
  onClose: () => void;
  placement?: CelebrationPlacement;
}) {
  const { cashNotice, held, hold } = useCelebrationTimers(celebration, onClose);
  const icon = celebration ? (celebration.icon ?? ICON_FOR_TYPE[celebration.type]) : null;
  const atFoot = placement === 'foot';
  const focusReturn = useFocusReturn();

  return (
    <Dialog.Root open={celebration !== null} modal={!atFoot} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {!atFoot && <Dialog.Overlay className="dialog-overlay" />}
        {/* The modal is announced as the focus moves into it; the foot takes no focus, so it says what it shows. */}
        {atFoot && celebration && <Announcement text={`${celebration.message} ${celebration.subtitle}`} />}
        {celebration && icon && (
          <Dialog.Content
            className={`${atFoot ? 'foot-card celebration-foot' : 'dialog-content'} celebration celebration-${celebration.type}`}
            data-held={held || undefined}
            onOpenAutoFocus={atFoot ? (event) => event.preventDefault() : focusReturn.onOpenAutoFocus}
            // The modal opens by itself (a resolution over /ws) and closes on its own time: the focus goes back to
            // where the player was, not to the page's start.
            onCloseAutoFocus={atFoot ? undefined : focusReturn.onCloseAutoFocus}
            // At the foot, the focus moving (into it, as the hold below re-renders, or on past it) does not put it away:
            // a press elsewhere does, or its own time.
            onFocusOutside={atFoot ? (event) => event.preventDefault() : undefined}
            onPointerMove={() => hold(true)}
            onPointerLeave={() => hold(false)}
            // At the foot, where the focus goes only if the user takes it there (the modal takes it as it opens): a
            // keyboard user who reaches Close or the scoring link keeps it as long as a resting pointer does.
            onFocus={atFoot ? () => hold(true) : undefined}
            // At the foot, one more part of the page's Tab order, not a loop to be caught in. In the centre, which takes
            // the focus as it opens, a key pressed in it (Tab towards the scoring link) holds it open as a resting
            // pointer does: five seconds are too few to read it and reach the link by keyboard.
            onKeyDown={atFoot ? tabOutOfFootCard : (event) => event.key !== 'Escape' && hold(true)}
            onBlur={
              atFoot
                ? (event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
                  }
                : undefined
            }
          >
            <div className="confetti" aria-hidden="true">
              {dots.map((index) => (
                <span key={index} className="confetti-dot" style={{ '--dot': index } as CSSProperties} />
              ))}
            </div>
            <CelebrationIcon icon={icon} />
            <Dialog.Title className="celebration-message">{celebration.message}</Dialog.Title>
            <Dialog.Description className="celebration-subtitle">{celebration.subtitle}</Dialog.Description>
            {celebration.more && celebration.more.length > 0 && (
              <ul className="celebration-more" aria-label="Also">
                {celebration.more.map((line, index) => (
                  // The lines are fixed for the popup's life, and two may read alike.
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            <CashNotice due={cashNotice} keepRoom={!atFoot} onLeave={onClose} />
            <div className="celebration-bar" aria-hidden="true">
              <div className="celebration-bar-fill" style={{ animationDuration: `${CELEBRATION_BAR_MS}ms` }} />
            </div>
            <Dialog.Close className="button secondary small celebration-close">Close</Dialog.Close>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
