// The page for any unknown path of a signed-in user: not an area of its own, so it lives with the
// shared components rather than in a feature.
import { Link } from "wouter";
import "./not-found.css";

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <div className="card stack center">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="page-title">Page Not Found</h1>
        <p className="muted">The page you are looking for doesn't exist or has been moved.</p>
        <Link href="/" className="btn btn-primary">
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}
