// Pieces every form shares: the error line under the fields and the submit button that shows
// it is working.
import type { ReactNode } from "react";

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

type SubmitButtonProps = { busy: boolean; busyLabel: string; children: ReactNode; className?: string };

export function SubmitButton({ busy, busyLabel, children, className = "btn btn-primary btn-block" }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className="spinner spinner-sm" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
