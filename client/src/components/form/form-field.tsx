import type { ReactNode } from 'react';
import { FieldError, fieldErrorId } from './field-error';

/** What the control must carry so that its label, hint and message are read out with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its validation message beside it. The control is rendered by the caller (an
 * input, a textarea, a select, registered with the form however it needs) from the props handed to `children`. The
 * message is named in `aria-describedby` only while it is shown, so a screen reader never points at nothing.
 *
 * It renders no wrapper of its own: the label, the control and the messages stay items of the form's grid.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? fieldErrorId(id) : undefined].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </>
  );
}
