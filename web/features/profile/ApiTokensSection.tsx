// Profile's 'API tokens' card (docs/behaviour/auth.md, "API tokens"): a token made with a name and
// a scope is shown once, to copy into a script or Home Assistant; the list shows each token's
// last use, and one tap revokes it.
import { useState, type FormEvent } from "react";
import { MAX_API_TOKENS, TOKEN_NAME_MAX, type ApiTokenDto, type TokenScope } from "@shared/auth/token-rules";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { Segmented } from "@web/components/Segmented";
import { errorMessage } from "@web/lib/api";
import { loadErrorText } from "@web/lib/data";
import { toast, toastError } from "@web/stores/toast";
import { useApiTokens, useTokenActions } from "./hooks";

const SCOPES = [
  { key: "read", label: "Read only" },
  { key: "write", label: "Read and write" },
] as const;

/** When a token was last used, in words: 'Never used', or the date and time. */
export function lastUseText(lastUsedAt: number | null): string {
  if (lastUsedAt === null) return "Never used";
  const d = new Date(lastUsedAt);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `Last used ${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function NewTokenForm({ onMade }: { onMade: (token: string) => void }) {
  const actions = useTokenActions();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Token name is required");
    setError(null);
    setSaving(true);
    try {
      const made = await actions.create({ name: name.trim(), scope });
      setName("");
      onMade(made.token);
    } catch (err) {
      setError(errorMessage(err, "Failed to create the token. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} aria-label="New API token" noValidate>
      <Field label="Token name" maxLength={TOKEN_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
      <Segmented label="Scope" options={SCOPES} value={scope} onChange={setScope} />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
        {saving ? "Creating..." : "Create token"}
      </button>
    </form>
  );
}

function TokenRow({ token }: { token: ApiTokenDto }) {
  const actions = useTokenActions();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await actions.revoke(token.id);
      toast({ title: "Token revoked" });
    } catch {
      setBusy(false);
      toastError("Failed to revoke the token. Please try again.");
    }
  };
  return (
    <li className="token-row">
      <div>
        <p className="token-name">{token.name}</p>
        <p className="muted small">
          {token.scope === "read" ? "Read only" : "Read and write"} · {lastUseText(token.lastUsedAt)}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-destructive-outline btn-sm"
        onClick={revoke}
        disabled={busy}
        aria-label={`Revoke ${token.name}`}
      >
        Revoke
      </button>
    </li>
  );
}

export function ApiTokensSection() {
  const { data, error } = useApiTokens();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <section className="card stack" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title" className="card-title">
        API tokens
      </h2>
      <p className="muted small">
        For scripts and Home Assistant: send a token as <code>Authorization: Bearer</code>. A read-only token cannot change anything.
      </p>
      {shown ? (
        <div className="notice stack" role="status">
          <p>Copy this token now: it will not be shown again.</p>
          <code className="token-value">{shown}</code>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setShown(null)}>
            Done
          </button>
        </div>
      ) : null}
      {error ? <p className="form-error">{loadErrorText(error, "Failed to load API tokens")}</p> : null}
      {data && data.length > 0 ? (
        <ul className="token-list" aria-label="Your API tokens">
          {data.map((t) => (
            <TokenRow key={t.id} token={t} />
          ))}
        </ul>
      ) : null}
      {data && data.length >= MAX_API_TOKENS ? (
        <p className="muted small">You have {MAX_API_TOKENS} tokens, the most you can have: revoke one to make another.</p>
      ) : (
        <NewTokenForm onMade={setShown} />
      )}
    </section>
  );
}
