// Browser entry: once its stylesheet has loaded, mounts the app over the page's loading frame
// (web/index.html), which React replaces, then registers the offline service worker where the
// browser allows one. The theme is already applied by the page's inline script before the first
// paint.
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

// The screen's code and the stylesheet load side by side with the sign-in check.
preloadScreen(location.pathname, location.search);
// The first render as a transition, time-sliced like the screens' (web/app.tsx, showScreen).
void applyStylesheet().then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
