import type { ChannelAvailability } from '@iec-bets/contracts';

/**
 * The on/off switch of one alert channel. It shows what the form holds; `onToggle` decides whether the change may
 * happen (a channel without its address may not go on, and the form then helps the user to that field). A channel
 * the server cannot deliver shows off and cannot be touched, with the server's reason beside it: a switch that said
 * "on" would promise alerts that never come. Until the server has said (`availability` undefined) the switch works,
 * and the server refuses an undeliverable channel itself. While a change is being saved (`pending`) the switch takes
 * no other, and keeps the keyboard's focus: `aria-disabled` rather than `disabled`, off which a browser would move the
 * focus to the page's start.
 */
export function ChannelSwitch({
  id,
  label,
  checked,
  pending,
  availability,
  onToggle,
}: {
  id: string;
  label: string;
  checked: boolean;
  pending: boolean;
  availability: ChannelAvailability | undefined;
  onToggle: (on: boolean) => void;
}) {
  const unavailable = availability?.available === false;
  const reasonId = `${id}-unavailable`;
  return (
    <div className="channel-switch">
      <label className="switch-row">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked && !unavailable}
          disabled={unavailable}
          aria-disabled={pending || undefined}
          aria-describedby={unavailable ? reasonId : undefined}
          // Controlled: a change let go here leaves the switch as the form holds it.
          onChange={(event) => {
            if (!pending) onToggle(event.target.checked);
          }}
        />
        {label}
      </label>
      {unavailable && (
        <p id={reasonId} className="channel-unavailable">
          {availability.reason ?? 'Not available on this server'}
        </p>
      )}
    </div>
  );
}
