/** A full-screen spinner with the text a screen reader announces. */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
