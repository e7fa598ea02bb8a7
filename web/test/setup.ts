// Preload for component tests: a browser-like global (happy-dom) and a clean DOM per test.
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { afterEach } from "bun:test";
import { noteServerReached } from "@web/lib/connection";

GlobalRegistrator.register({ url: "http://localhost:3000/" });

// Tells React that tests wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const realFetch = globalThis.fetch;

afterEach(async () => {
  const { cleanup } = await import("./render");
  cleanup();
  document.body.innerHTML = "";
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  window.history.replaceState(null, "", "/");
  globalThis.fetch = realFetch;
  // A test whose fetch failed leaves the app "offline" (web/lib/connection.ts): start each one online.
  noteServerReached(true);
});
