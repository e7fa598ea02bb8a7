// Says plainly that the app is offline (docs/behaviour/offline.md, "Offline"). On Workouts every change is
// kept on the phone and sent when the server answers again, so the line says that and when the
// phone last heard from the server; on the Shopping List ticks wait in its outbox and sync;
// elsewhere what is on screen is what was last loaded, and changes need a connection.
import { useLocation } from "wouter";
import { lastSyncAt, useOffline } from "@web/lib/connection";
import { CloudOffIcon } from "./Icons";
import "./offline-banner.css";

const two = (n: number) => String(n).padStart(2, "0");
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** ' Last sync 14:05.' today, ' Last sync Mon 3 Nov, 14:05.' before; nothing when never. */
export function lastSyncText(at: number | null, now = Date.now()): string {
  if (at === null) return "";
  const when = new Date(at);
  const time = `${two(when.getHours())}:${two(when.getMinutes())}`;
  if (when.toDateString() === new Date(now).toDateString()) return ` Last sync ${time}.`;
  return ` Last sync ${DAYS[when.getDay()]} ${when.getDate()} ${MONTHS[when.getMonth()]}, ${time}.`;
}

export function OfflineBanner() {
  const offline = useOffline();
  const [path] = useLocation();
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      <CloudOffIcon size={16} />
      <span>
        {path === "/workouts"
          ? `Offline: changes are kept on this phone.${lastSyncText(lastSyncAt())}`
          : path === "/shopping-list"
            ? "Offline: your ticks are kept on this phone and will sync when the connection is back."
            : "You're offline. Showing what was last loaded. Changes need a connection."}
      </span>
    </p>
  );
}
