import type { RefObject } from 'react';

/**
 * The on/off switch of one alert channel. `onToggle` answers whether the switch could change; when it could not (the
 * channel's address is missing), focus goes to `missingField`, where the message about it stands.
 */
export function ChannelSwitch({
  label,
  checked,
  disabled,
  onToggle,
  missingField,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => boolean;
  missingField: RefObject<HTMLInputElement | null>;
}) {
  return (
    <label className="switch-row">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          if (!onToggle(event.target.checked)) missingField.current?.focus();
        }}
      />
      {label}
    </label>
  );
}
