// The rest's notification: only on a secure page with a service worker and the permission given,
// only while the app is out of sight, shown through the registration; the permission asked once.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { askToNotify, notifyRestOver, notifyState } from "./notify";

const shown: { title: string; options: NotificationOptions }[] = [];
let permission: NotificationPermission = "default";
let asked = 0;
const saved = {
  Notification: globalThis.Notification,
  secure: window.isSecureContext,
  sw: Object.getOwnPropertyDescriptor(navigator, "serviceWorker"),
};

function hidden(value: boolean) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (value ? "hidden" : "visible") });
}

beforeEach(() => {
  localStorage.clear();
  shown.length = 0;
  permission = "default";
  asked = 0;
  (globalThis as { Notification: unknown }).Notification = {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      asked++;
      permission = "granted";
      return permission;
    },
  };
  Object.defineProperty(window, "isSecureContext", { configurable: true, value: true });
  const registration = { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { ready: Promise.resolve(registration) } });
});

afterEach(() => {
  (globalThis as { Notification: unknown }).Notification = saved.Notification;
  Object.defineProperty(window, "isSecureContext", { configurable: true, value: saved.secure });
  if (saved.sw) Object.defineProperty(navigator, "serviceWorker", saved.sw);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  hidden(false);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the rest's notification", () => {
  test("asked once; then a rest ending in the background notifies through the service worker", async () => {
    expect(notifyState()).toBe("ask");
    hidden(true);
    notifyRestOver("Squat");
    await settle();
    expect(shown).toHaveLength(0);
    expect(await askToNotify()).toBe("on");
    expect(asked).toBe(1);
    expect(notifyState()).toBe("on");
    notifyRestOver("Squat");
    await settle();
    expect(shown.map((s) => [s.title, s.options.body])).toEqual([["Rest is over", "Next set of Squat"]]);
    // In sight, the sound and the bar are enough.
    hidden(false);
    notifyRestOver("Squat");
    await settle();
    expect(shown).toHaveLength(1);
  });

  test("refused or silent: never asked again; an insecure page offers nothing", async () => {
    (globalThis as { Notification: { requestPermission: () => Promise<string> } }).Notification.requestPermission = async () => {
      asked++;
      return "default";
    };
    expect(await askToNotify()).toBe("off");
    expect(notifyState()).toBe("off");
    localStorage.clear();
    Object.defineProperty(window, "isSecureContext", { configurable: true, value: false });
    expect(notifyState()).toBe("off");
  });
});
