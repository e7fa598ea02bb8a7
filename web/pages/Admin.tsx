// /admin: the administrator's login and user management, independent of any user session.
import { useEffect, useState, type FormEvent } from "react";
import { displayName } from "../../src/shared/auth";
import { adminApi, useAdminUsers, type AdminUser } from "../api/admin";
import { errorMessage } from "../lib/api";
import { AppHeader } from "../components/AppShell";
import { DeleteActions, Dialog } from "../components/Dialog";
import { Field } from "../components/Field";
import { LogOutIcon, ShieldIcon, TrashIcon } from "../components/Icons";
import { Loading } from "../components/Loading";
import { FormError, SubmitButton } from "../components/Form";
import { toast, toastError } from "../stores/toast";

function AdminLogin({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
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
      await adminApi.login(username.trim(), password);
      toast({ title: "Admin login successful" });
      await onSignedIn();
    } catch (err) {
      const message = errorMessage(err, "Invalid credentials");
      setError(message);
      toastError(message, "Login failed");
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-container">
      <form className="card auth-card stack" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
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

function UserRow({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
  const name = displayName(user);
  const premium = user.subscriptionStatus === "premium";
  return (
    <li className="user-row">
      <div className="user-main">
        <div className="user-name-line">
          <span className="user-name">{name}</span>
          <span className={premium ? "badge badge-premium" : "badge badge-muted"}>{user.subscriptionStatus || "free"}</span>
        </div>
        <div className="muted small user-email">{user.email}</div>
        <div className="muted small user-meta">
          {user.username ? <span>@{user.username}</span> : null}
          <span>Joined {formatDate(user.createdAt)}</span>
        </div>
      </div>
      <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
        <TrashIcon size={20} />
      </button>
    </li>
  );
}

function AdminDashboard({ users, reload, onLoggedOut }: { users: AdminUser[]; reload: () => Promise<unknown>; onLoggedOut: () => void }) {
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await adminApi.deleteUser(pending.id);
      setPending(null);
      await reload();
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
          <LogoutButton onLoggedOut={onLoggedOut} />
        </div>
      </div>

      <section className="card" aria-labelledby="all-users-title">
        <h2 id="all-users-title" className="card-title">{`All Users (${users.length})`}</h2>
        {users.length === 0 ? (
          <p className="muted empty">No users yet.</p>
        ) : (
          <ul className="user-list">
            {users.map((u) => (
              <UserRow key={u.id} user={u} onDelete={setPending} />
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={pending !== null}
        onClose={() => !deleting && setPending(null)}
        title="Delete User"
        description={
          pending ? (
            <>
              Are you sure you want to delete <strong>{displayName(pending)}</strong>? All of their workouts, meals and
              profile information will be permanently removed. This action cannot be undone.
            </>
          ) : null
        }
        actions={
          <DeleteActions busy={deleting} onCancel={() => setPending(null)} onDelete={confirmDelete} label="Delete User" />
        }
      />
    </section>
  );
}

function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await adminApi.logout();
    } catch {
      // The session may already be gone; leaving the dashboard is still right.
    }
    toast({ title: "Logged out successfully" });
    onLoggedOut();
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={logout} disabled={loggingOut}>
      <LogOutIcon size={18} />
      Logout
    </button>
  );
}

export function AdminPage() {
  const { data, error, isLoading, mutate } = useAdminUsers();
  useEffect(() => {
    if (error) toastError("Failed to fetch users");
  }, [error]);

  let body;
  if (isLoading && data === undefined) body = <Loading />;
  else if (error && data === undefined) {
    body = (
      <div className="card stack center" role="alert">
        <p>Failed to fetch users</p>
        <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
          Try Again
        </button>
      </div>
    );
  } else if (!data) body = <AdminLogin onSignedIn={() => mutate()} />;
  else body = <AdminDashboard users={data} reload={() => mutate()} onLoggedOut={() => void mutate(null, { revalidate: false })} />;

  return (
    <div className="app-shell admin-shell">
      <AppHeader title="Kinfit Admin" home="/admin" />
      <main className="app-main">{body}</main>
    </div>
  );
}
