// Standard page layout: a title row (h1 plus optional actions), then the content.
import type { ReactNode } from "react";

type PageProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

export function Page({ title, subtitle, actions, children }: PageProps) {
  return (
    <section className="page">
      <div className="page-header">
        <div className="page-heading">
          <h1 className="page-title">{title}</h1>
          {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
