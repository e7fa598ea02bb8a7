// The first inline script of the app shell (web/index.html): it applies the saved theme (or the
// system's) before the first paint, so the loading frame and the app are never a white flash in
// dark mode, even while the JavaScript is still on its way. The server's Content-Security-Policy
// allows exactly this text by its sha256 hash (src/http/security.ts), and inline nothing else but
// the font lookups' script (font-warmup.ts).

/** Where the theme is kept: localStorage, the plain string "light" or "dark". */
export const THEME_STORAGE_KEY = "theme";

export const THEME_BOOT_SCRIPT =
  `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");` +
  `document.documentElement.dataset.theme=(t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches)?"dark":"light"}` +
  `catch(e){document.documentElement.dataset.theme="light"}`;
