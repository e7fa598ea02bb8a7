// Any unknown path for a signed-in user.
import { Link } from "wouter";

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
