/**
 * The on/off switch of one alert channel. It shows what the form holds; `onToggle` decides whether the change may
 * happen (a channel without its address may not go on, and the form then helps the user to that field).
 */
export function ChannelSwitch({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label className="switch-row">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event) => onToggle(event.target.checked)} />
      {label}
    </label>
  );
}
