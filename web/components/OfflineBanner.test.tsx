// The offline line: shown while the server cannot be reached or the browser is offline, with the
// words for the screen it is on (docs/behaviour/offline.md, "Offline").
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { noteServerReached } from "@web/lib/connection";
import { queryByRole, render } from "@web/test/render";
import { lastSyncText, OfflineBanner } from "./OfflineBanner";

const at = (path: string) => render(<Router hook={memoryLocation({ path }).hook}>{<OfflineBanner />}</Router>);

// The connection's state is the page's: a request an earlier test left behind may have failed
// since, so each test starts from a server that answers.
beforeEach(() => act(() => noteServerReached(true)));
afterEach(() => act(() => noteServerReached(true)));

describe("OfflineBanner", () => {
  test("shows nothing while the server answers", () => {
    at("/meals");
    expect(queryByRole("status")).toBeNull();
  });

  test("says changes need a connection on screens whose changes cannot wait", () => {
    at("/meals");
    act(() => noteServerReached(false));
    expect(queryByRole("status")?.textContent).toBe("You're offline. Showing what was last loaded. Changes need a connection.");
    act(() => noteServerReached(true));
    expect(queryByRole("status")).toBeNull();
  });

  test("on the Shopping List, a tick is kept on the phone and will sync", () => {
    at("/shopping-list");
    act(() => noteServerReached(false));
    expect(queryByRole("status")?.textContent).toBe(
      "Offline: your ticks are kept on this phone and will sync when the connection is back.",
    );
  });

  test("on Workouts, set changes wait in the sync queue, so it says only what is shown", () => {
    at("/workouts");
    act(() => noteServerReached(false));
    // Changes there are kept on the phone; the line says so, and when the server last answered.
    expect(queryByRole("status")?.textContent).toStartWith("Offline: changes are kept on this phone. Last sync ");
  });

  test("the last sync is a time today, a day and a time before", () => {
    const now = new Date(2026, 10, 27, 18, 30).getTime();
    expect(lastSyncText(null, now)).toBe("");
    expect(lastSyncText(new Date(2026, 10, 27, 7, 5).getTime(), now)).toBe(" Last sync 07:05.");
    expect(lastSyncText(new Date(2026, 10, 24, 21, 40).getTime(), now)).toBe(" Last sync Tue 24 Nov, 21:40.");
  });

  test("goes when the browser is back online", () => {
    at("/");
    act(() => noteServerReached(false));
    expect(queryByRole("status")).not.toBeNull();
    act(() => void window.dispatchEvent(new Event("online")));
    expect(queryByRole("status")).toBeNull();
  });
});
