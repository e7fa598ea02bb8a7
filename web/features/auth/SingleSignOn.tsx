// The sign-in screen's single sign-on (docs/behaviour/auth.md, "Single sign-on"): the button that
// goes to the provider, and the words of a sign-in the server refused on the way back (`?error=`).
import { InfoIcon } from "@web/components/Icons";

/** The refusal the server sent the browser back with, if any. */
export function refusalInAddress(search = typeof location === "undefined" ? "" : location.search): string | null {
  const words = new URLSearchParams(search).get("error");
  return words ? words.slice(0, 300) : null;
}

export function SingleSignOn({ name }: { name: string | null }) {
  const refused = refusalInAddress();
  return (
    <>
      {refused ? (
        <div className="notice" role="alert">
          <InfoIcon size={18} />
          <p>{refused}</p>
        </div>
      ) : null}
      {name ? (
        // A full page load: the provider's page is another site.
        <a className="btn btn-primary btn-block" href="/api/auth/oidc/start">
          Sign in with {name}
        </a>
      ) : null}
    </>
  );
}
