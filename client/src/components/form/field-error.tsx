/** The id a field's message takes, so the control can name it in `aria-describedby`. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * A field's validation message, placed beside the field it is about. It exists only while there is a message: an
 * alert is announced as it appears, and an empty one left in the page would be one more "alert" for nothing.
 */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="form-error" role="alert">
      {message}
    </p>
  );
}
