// Resetting a member's password: the admin confirms, the server makes a one-time password and
// signs the member out everywhere, and the dialog shows that password once for the admin to hand
// over (docs/behaviour/admin.md, "Admin").
import { useState } from "react";
import type { AdminUserDto } from "@shared/auth/contract";
import { Dialog } from "@web/components/Dialog";
import { errorMessage } from "@web/lib/api";
import { toastError } from "@web/stores/toast";
import { displayName } from "./display-name";
import { useAdminActions } from "./hooks";

export function ResetPasswordDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const actions = useAdminActions();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setPassword(null);
    onClose();
  };
  const reset = async () => {
    if (!user) return;
    setBusy(true);
    try {
      setPassword(await actions.resetPassword(user.id));
    } catch (err) {
      toastError(errorMessage(err, "Failed to reset password"), "Reset failed");
    } finally {
      setBusy(false);
    }
  };
  const name = user ? displayName(user) : "";

  return (
    <Dialog
      open={user !== null}
      onClose={close}
      title="Reset Password"
      description={
        password
          ? `Give ${name} this password. It is shown only once; they can change it in Profile.`
          : `Make a new password for ${name}? Their current password stops working and they are signed out on every device.`
      }
      actions={
        password ? (
          <button type="button" className="btn btn-primary" onClick={close}>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={reset} disabled={busy}>
              {busy ? "Resetting..." : "Reset Password"}
            </button>
          </>
        )
      }
    >
      {password ? (
        <p className="one-time-password" role="group" aria-label="New password">
          {password}
        </p>
      ) : null}
    </Dialog>
  );
}
