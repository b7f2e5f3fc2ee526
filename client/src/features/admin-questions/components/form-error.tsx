/** A form's validation message, announced when it appears. */
export function FormError({ message, id }: { message: string | null; id: string }) {
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
