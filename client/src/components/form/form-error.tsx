/**
 * What refused a whole form rather than one of its fields (the server out of reach, a link that no longer works),
 * said under the fields. Like a field's message, it exists only while there is something to say.
 */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
