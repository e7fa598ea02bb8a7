// "Offline logging needs HTTPS" on Profile: shown over plain HTTP on a LAN address or name, never
// on HTTPS nor on this machine's own address, where browsers allow the service worker.
import { describe, expect, test } from "bun:test";
import { App } from "@web/app";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { getByRole, getByText, queryByText, render, waitFor } from "@web/test/render";
import { HttpsNotice, needsHttps } from "./HttpsNotice";

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, host: u.host, port: u.port };
};

describe("needsHttps", () => {
  test("plain HTTP on another address needs it", () => {
    expect(needsHttps(at("http://192.168.1.20:3000/profile"))).toBe(true);
    expect(needsHttps(at("http://raspberrypi.local:3000/"))).toBe(true);
    expect(needsHttps(at("http://pi/"))).toBe(true);
  });
  test("HTTPS anywhere, and plain HTTP on this machine, do not", () => {
    expect(needsHttps(at("https://192.168.1.20:3000/"))).toBe(false);
    expect(needsHttps(at("https://kinfit.tail1234.ts.net/"))).toBe(false);
    expect(needsHttps(at("http://localhost:3000/"))).toBe(false);
    expect(needsHttps(at("http://127.0.0.1:3000/"))).toBe(false);
    expect(needsHttps(at("http://[::1]:3000/"))).toBe(false);
    expect(needsHttps(at("http://kinfit.localhost:3000/"))).toBe(false);
  });
});

describe("the notice", () => {
  test("over plain HTTP on the LAN: the heading, why, and both recipes with this server's port and address", () => {
    render(<HttpsNotice where={at("http://192.168.1.20:3000/profile")} />);
    const notice = getByRole("region", { name: "Offline logging needs HTTPS" });
    expect(getByText(/only while the server can be reached/, notice)).toBeTruthy();
    expect(getByText("tailscale serve --bg 3000", notice)).toBeTruthy();
    expect(getByText("--trust-proxy 127.0.0.1 --allowed-hosts NAME.TAILNET.ts.net", notice)).toBeTruthy();
    expect(getByText("mkcert -cert-file kinfit.pem -key-file kinfit-key.pem kinfit.lan 192.168.1.20", notice)).toBeTruthy();
    expect(getByText(/"Use it at the gym"/, notice)).toBeTruthy();
  });

  test("over HTTPS: nothing", () => {
    const { container } = render(<HttpsNotice where={at("https://kinfit.lan/profile")} />);
    expect(container.textContent).toBe("");
  });

  test("Profile on localhost (where the worker is allowed) shows no notice", async () => {
    window.history.replaceState(null, "", "/profile");
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Profile" }));
    expect(window.location.hostname).toBe("localhost");
    expect(queryByText("Offline logging needs HTTPS")).toBeNull();
  });
});
