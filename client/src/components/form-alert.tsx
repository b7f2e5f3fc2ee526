/** A form's validation message, in a live region that announces it when it appears and stays empty otherwise. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
