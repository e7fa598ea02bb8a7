// Modal dialog on the native <dialog> element: focus trapping, Escape and the backdrop come from
// the browser. Used for confirmations (title, description, actions).
import { useEffect, useId, useRef, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, e.g. Cancel and a destructive confirm. */
  actions?: ReactNode;
  className?: string;
};

export function Dialog({ open, onClose, title, description, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  // The native close event covers Escape, form method="dialog" and our own close() calls.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, []);

  const close = () => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === "function") dialog.close();
    else onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          close();
        }
      }}
      onClick={(e) => {
        // A click on the element itself (not its content box) is a click on the backdrop.
        if (e.target === e.currentTarget) close();
      }}
    >
      {open ? (
        <div className="dialog-content">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          ) : null}
          {children}
          {actions ? <div className="dialog-actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** The footer of a delete confirmation: Cancel, and the destructive button that shows it is working. */
export function DeleteActions({
  busy,
  onCancel,
  onDelete,
  label = "Delete",
}: {
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
  label?: string;
}) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="button" className="btn btn-destructive" onClick={onDelete} disabled={busy}>
        {busy ? "Deleting..." : label}
      </button>
    </>
  );
}
