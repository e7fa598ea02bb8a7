// Browser entry: once its stylesheet has loaded, mounts the app beside the page's loading frame
// (web/index.html), which stays until the first screen replaces it (components/StartFrame.tsx),
// then registers the offline service worker where the browser allows one. The theme is already
// applied by the page's inline script before the first paint.
import "./lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadScreen } from "./app";
import { registerServiceWorker } from "./lib/service-worker";
import { applyStylesheet } from "./lib/stylesheet";
// Shared styles in cascade order; each feature imports its own stylesheet beside its components.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/buttons.css";
import "./styles/forms.css";
import "./styles/feedback.css";
import "./styles/days.css";

// The sign-in check, the screen's code and its first reads start now, beside the stylesheet.
preloadScreen(location.pathname, location.search);
// The stylesheet is applied in a task of its own, not in the one running this file: parsing it and
// the style pass after it take tens of milliseconds on a phone, and added to this file's run they
// made one long task. The first render is a transition, time-sliced like the screens' (web/app.tsx,
// showScreen).
setTimeout(() =>
  applyStylesheet().then(() => {
    const root = createRoot(document.getElementById("root")!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  }),
);

registerServiceWorker();
