// The History screen: sessions newest first in the member's unit, a page at a time ("before" the
// last date shown), and a month calendar marking the trained days, each day opening its workout.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { addDays, todayIso, toIsoDate, parseIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, getByRole, getByText, render, waitFor } from "@web/test/render";
import { SESSIONS_PAGE, type SessionDto } from "@web/features/workouts/api";
import { durationWords, prWords, sessionFigures } from "./session-text";

const today = parseIsoDate(todayIso())!;
const session = (daysAgo: number, over: Partial<SessionDto> = {}): SessionDto => ({
  date: toIsoDate(addDays(today, -daysAgo)),
  name: `Session ${daysAgo}`,
  exercises: 3,
  setsDone: 9,
  volume: 10000,
  durationSeconds: 3900,
  prs: [],
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/history");
});

function server(all: SessionDto[], user = testUser) {
  const page = (call: Call) => {
    const before = call.query.get("before");
    const limit = Number(call.query.get("limit") ?? SESSIONS_PAGE);
    return { body: all.filter((s) => !before || s.date < before).slice(0, limit) };
  };
  return mockFetch({ "GET /api/auth/user": { body: signedIn(user) }, "GET /api/workouts/sessions": page });
}

describe("session words", () => {
  test("time, figures and records in the member's unit; one set is 'set'", () => {
    expect(durationWords(3900)).toBe("1 h 05 min");
    expect(durationWords(2880)).toBe("48 min");
    expect(durationWords(null)).toBeNull();
    expect(sessionFigures(session(0, { exercises: 1, setsDone: 1, volume: 225 }), "lb")).toBe("1 exercise · 1 set · 225 lbs");
    expect(sessionFigures(session(0, { volume: 22046.2 }), "kg")).toBe("3 exercises · 9 sets · 10,000 kg");
    expect(prWords({ exercise: "Bench Press", kind: "weight", value: 225 }, "lb")).toBe("Bench Press: heaviest 225 lbs");
    expect(prWords({ exercise: "Pull Up", kind: "reps", value: 12 }, "kg")).toBe("Pull Up: most reps 12");
  });
});

describe("History screen", () => {
  test("lists sessions newest first, pages on with 'before' the last date, and marks trained days", async () => {
    const all = Array.from({ length: SESSIONS_PAGE + 3 }, (_, i) =>
      session(i * 2, i === 0 ? { name: "Push Day", prs: [{ exercise: "Bench Press", kind: "weight", value: 225 }] } : {}),
    );
    const mock = server(all);
    render(<App />);
    await waitFor(() => getByText("Push Day"));
    expect(getByText("Bench Press: heaviest 225 lbs")).toBeTruthy();
    expect(document.querySelectorAll(".session-row")).toHaveLength(SESSIONS_PAGE);
    const first = getByRole("link", { name: /^Push Day/ });
    expect(first.getAttribute("href")).toBe(`/workouts?date=${all[0]!.date}`);
    await act(async () => click(getByRole("button", { name: "Load more" })));
    await waitFor(() => expect(document.querySelectorAll(".session-row")).toHaveLength(SESSIONS_PAGE + 3));
    const pages = mock.calls.filter((c) => c.url === "/api/workouts/sessions" && c.query.get("limit") === String(SESSIONS_PAGE));
    expect(pages.map((c) => c.query.get("before"))).toEqual([null, all[SESSIONS_PAGE - 1]!.date]);
    // Fewer than a page came: nothing more to load.
    expect([...document.querySelectorAll("button")].some((b) => b.textContent === "Load more")).toBe(false);

    // The calendar: this month's trained days marked, each day a link to its workout.
    const trained = [...document.querySelectorAll<HTMLAnchorElement>(".calendar-day.trained")].map((a) => a.getAttribute("href"));
    const thisMonth = all.filter((s) => s.date.slice(0, 7) === todayIso().slice(0, 7)).map((s) => `/workouts?date=${s.date}`);
    expect(trained.sort()).toEqual(thisMonth.sort());
    await act(async () => click(getByRole("button", { name: "Previous month" })));
    const previousMonth = toIsoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url === "/api/workouts/sessions" && c.query.get("before") === previousMonth)).toBe(true),
    );
  });

  test("no sessions yet: says so", async () => {
    server([]);
    render(<App />);
    await waitFor(() => getByText("No sessions yet"));
  });
});
