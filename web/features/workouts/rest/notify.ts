// A rest that ends while the app is in the background raises a notification (docs/behaviour/workouts.md,
// "Rest timer"), shown through the service worker's registration, as phones require. Only where the
// browser offers it: a secure page (HTTPS, or localhost) with a service worker. The permission is
// asked once, from the rest time's settings, never unprompted.
const ASKED_KEY = "kinfit.restNotifyAsked";

/** Whether this browser can show the notification at all. */
export function notificationsAvailable(): boolean {
  return (
    typeof window !== "undefined" && window.isSecureContext === true && typeof Notification !== "undefined" && "serviceWorker" in navigator
  );
}

/** "ask" while the member has not been asked; "on" when allowed; "off" when refused or unavailable. */
export function notifyState(): "ask" | "on" | "off" {
  if (!notificationsAvailable()) return "off";
  if (Notification.permission === "granted") return "on";
  if (Notification.permission === "denied") return "off";
  try {
    return localStorage.getItem(ASKED_KEY) ? "off" : "ask";
  } catch {
    return "ask";
  }
}

/** Asks for the permission (once: the answer, or the member's silence, is remembered). */
export async function askToNotify(): Promise<"on" | "off"> {
  try {
    localStorage.setItem(ASKED_KEY, "1");
  } catch {
    // Asked again next time.
  }
  if (!notificationsAvailable()) return "off";
  try {
    return (await Notification.requestPermission()) === "granted" ? "on" : "off";
  } catch {
    return "off";
  }
}

/** The rest is over: a notification when the app is out of sight and allowed to show one. */
export function notifyRestOver(exerciseName: string): void {
  if (notifyState() !== "on" || document.visibilityState !== "hidden") return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.showNotification("Rest is over", {
        body: exerciseName ? `Next set of ${exerciseName}` : "Time for your next set",
        tag: "kinfit-rest",
        renotify: true,
      } as NotificationOptions),
    )
    .catch(() => undefined); // refused: the sound and the vibration still tell
}
