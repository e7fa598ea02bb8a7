// Says plainly that the app is offline (docs/behaviour.md, "Offline"): what is on screen is what
// was last loaded, and changes need a connection, except on Workouts, where set changes wait in
// the sync queue and the screen's own line counts them.
import { useLocation } from "wouter";
import { useOffline } from "../lib/connection";
import { CloudOffIcon } from "./Icons";
import "./offline-banner.css";

export function OfflineBanner() {
  const offline = useOffline();
  const [path] = useLocation();
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      <CloudOffIcon size={16} />
      <span>
        You're offline. Showing what was last loaded.
        {path === "/workouts" ? null : " Changes need a connection."}
      </span>
    </p>
  );
}
