// "Offline logging needs HTTPS": browsers give a page a service worker (the app kept on the phone,
// ticks waiting for a connection) only over HTTPS or on localhost. Opened over plain HTTP on any
// other address, Profile says so and shows the two ways to fix it, here rather than as a link: the
// README has no address a phone can reach, and the recipe must be readable with no connection.
import { useId } from "react";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type Where = Pick<Location, "protocol" | "hostname" | "host" | "port">;

/** Whether the page is served over plain HTTP on an address other than this machine's own (`*.localhost` is too). */
export function needsHttps(where: Pick<Where, "protocol" | "hostname">): boolean {
  return where.protocol === "http:" && !LOCAL_HOSTS.has(where.hostname) && !where.hostname.endsWith(".localhost");
}

export function HttpsNotice({ where = window.location }: { where?: Where }) {
  const titleId = useId();
  if (!needsHttps(where)) return null;
  const port = where.port || "80";
  return (
    <section className="card stack https-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Offline logging needs HTTPS
      </h2>
      <p className="small">
        {`Phones keep Kinfit, and the sets you tick where there is no signal, only when it is opened over HTTPS. At ${where.host} it works only while the server can be reached.`}
      </p>
      <details className="https-recipe" id="use-it-at-the-gym">
        <summary>Use it at the gym</summary>
        <h3 className="https-recipe-title">Anywhere, with Tailscale</h3>
        <ol>
          <li>
            Install Tailscale on the server and on the phone, on the same account, with HTTPS certificates turned on (admin console, DNS).
          </li>
          <li>
            On the server: <code>{`tailscale serve --bg ${port}`}</code>
          </li>
          <li>
            Start Kinfit with <code>--trust-proxy 127.0.0.1 --allowed-hosts NAME.TAILNET.ts.net</code>
          </li>
          <li>
            On the phone open <code>https://NAME.TAILNET.ts.net</code> and add it to the home screen.
          </li>
        </ol>
        <h3 className="https-recipe-title">At home, with mkcert</h3>
        <ol>
          <li>
            <code>{`mkcert -cert-file kinfit.pem -key-file kinfit-key.pem ${[...new Set(["kinfit.lan", where.hostname])].join(" ")}`}</code>
          </li>
          <li>
            Start Kinfit with <code>--tls-cert kinfit.pem --tls-key kinfit-key.pem</code>
          </li>
          <li>Install mkcert's rootCA.pem on the phone and trust it.</li>
        </ol>
        <p className="small">
          Sets ticked away from home then wait on the phone and sync once it is back. The README's section "Use it at the gym" has the
          details.
        </p>
      </details>
    </section>
  );
}
