// /admin: the administrator's login and user management, independent of any user session
// (docs/behaviour/admin.md, "Admin").
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { AdminUserDto } from "@shared/auth/contract";
import { errorMessage } from "@web/lib/api";
import { AppHeader } from "@web/components/AppShell";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { LogOutIcon, ShieldIcon, TrashIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { FormError, SubmitButton } from "@web/components/Form";
import { toast, toastError } from "@web/stores/toast";
import { displayName } from "./display-name";
import { useAdminActions, useAdminSession, useAdminUsers } from "./hooks";
import { ResetPasswordDialog } from "./ResetPasswordDialog";
import { SignupsSetting } from "./SignupsSetting";
import { BackupsSection } from "./BackupsSection";
import { FormerItemsSection } from "./FormerItemsSection";
import "./admin.css";

function AdminLogin() {
  const actions = useAdminActions();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      const message = "Please enter both username and password";
      setError(message);
      toastError(message);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await actions.login(username.trim(), password);
      toast({ title: "Admin login successful" });
      await actions.signedIn();
    } catch (err) {
      const message = errorMessage(err, "Invalid credentials");
      setError(message);
      toastError(message, "Login failed");
      setSubmitting(false);
    }
  };

  return (
    <div className="admin-login">
      <form className="card admin-login-card stack" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <div className="card-head-icon">
          <ShieldIcon size={28} />
        </div>
        <h1 id="admin-login-title" className="card-title center">
          Admin Login
        </h1>
        <p className="muted center small">Manage the accounts of this Kinfit server.</p>
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError message={error} />
        <SubmitButton busy={submitting} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </div>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}

type RowProps = { user: AdminUserDto; onDelete: (user: AdminUserDto) => void; onReset: (user: AdminUserDto) => void };

// Only what the member sees of themselves elsewhere: name, e-mail and when they joined (no
// membership badge or user name, which no other screen shows).
function UserRow({ user, onDelete, onReset }: RowProps) {
  const name = displayName(user);
  return (
    <li className="user-row">
      <div className="user-main">
        <div className="user-name">{name}</div>
        <div className="muted small user-email">{user.email}</div>
        <div className="muted small user-meta">Joined {formatDate(user.createdAt)}</div>
      </div>
      <div className="user-actions">
        <button type="button" className="btn btn-secondary btn-sm" aria-label={`Reset password of ${name}`} onClick={() => onReset(user)}>
          Reset password
        </button>
        <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
          <TrashIcon size={20} />
        </button>
      </div>
    </li>
  );
}

function AdminDashboard({ users }: { users: AdminUserDto[] }) {
  const actions = useAdminActions();
  const [pending, setPending] = useState<AdminUserDto | null>(null);
  const [resetting, setResetting] = useState<AdminUserDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await actions.deleteUser(pending.id);
      setPending(null);
      await actions.refresh();
      toast({ title: "User deleted successfully" });
    } catch (err) {
      toastError(errorMessage(err, "Failed to delete user"), "Delete failed");
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="page">
      <div className="page-header">
        <div className="page-heading">
          <h1 className="page-title">Admin Dashboard</h1>
          <p className="page-subtitle">Manage user accounts.</p>
        </div>
        {/* In the page, not the app header: a toast at the top of the screen would cover it. */}
        <div className="page-actions">
          <LogoutButton />
        </div>
      </div>

      <SignupsSetting />

      <section className="card" aria-labelledby="all-users-title">
        <h2 id="all-users-title" className="card-title">{`All Users (${users.length})`}</h2>
        {users.length === 0 ? (
          <p className="muted empty">No users yet.</p>
        ) : (
          <ul className="user-list">
            {users.map((u) => (
              <UserRow key={u.id} user={u} onDelete={setPending} onReset={setResetting} />
            ))}
          </ul>
        )}
      </section>

      <FormerItemsSection />
      <BackupsSection />

      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <Dialog
        open={pending !== null}
        onClose={() => !deleting && setPending(null)}
        title="Delete User"
        description={
          pending ? (
            <>
              Are you sure you want to delete <strong>{displayName(pending)}</strong>? All of their workouts, meals and profile information
              will be permanently removed. This action cannot be undone.
            </>
          ) : null
        }
        actions={<DeleteActions busy={deleting} onCancel={() => setPending(null)} onDelete={confirmDelete} label="Delete User" />}
      />
    </section>
  );
}

function LogoutButton() {
  const actions = useAdminActions();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    await actions.logout();
    toast({ title: "Logged out successfully" });
    void actions.forget();
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={logout} disabled={loggingOut}>
      <LogOutIcon size={18} />
      Logout
    </button>
  );
}

export function AdminPage() {
  const session = useAdminSession();
  const signedIn = session.data?.signedIn === true;
  const { data, error, isLoading } = useAdminUsers(signedIn);
  const actions = useAdminActions();
  const failed = (session.error !== undefined && session.data === undefined) || (error !== undefined && data === undefined);
  useEffect(() => {
    if (failed) toastError("Failed to fetch users");
  }, [failed]);

  let body: ReactNode;
  if (session.data === undefined && !failed) body = <Loading />;
  else if (failed) {
    body = (
      <div className="card stack center" role="alert">
        <p>Failed to fetch users</p>
        <button type="button" className="btn btn-secondary" onClick={() => void (signedIn ? actions.refresh() : actions.signedIn())}>
          Try Again
        </button>
      </div>
    );
  } else if (!signedIn || data === null) body = <AdminLogin />;
  else if (isLoading || data === undefined) body = <Loading />;
  else body = <AdminDashboard users={data} />;

  return (
    <div className="app-shell admin-shell">
      <AppHeader title="Kinfit Admin" home="/admin" />
      <main className="app-main">{body}</main>
    </div>
  );
}
