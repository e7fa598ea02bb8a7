// The card a list shows when it has nothing to show: a title and, where it helps, what to do next.
import "./empty-state.css";

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="card empty stack center">
      <p className="empty-title">{title}</p>
      {hint ? <p className="muted small">{hint}</p> : null}
    </div>
  );
}
