import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import type { HistorySession } from "@shared/workouts/contract";
import { swrConfig } from "@web/lib/data";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByText, render, waitFor } from "@web/test/render";
import { AuthProvider } from "@web/features/auth";
import { ExerciseHistoryDialog } from "./ExerciseHistoryDialog";

const sessions: HistorySession[] = [
  {
    date: "2026-06-08",
    type: "weight_reps",
    sets: [
      { setNumber: 1, weight: "145", reps: "10", completed: true, kind: "normal", pr: true },
      { setNumber: 2, weight: "165", reps: "8", completed: false, kind: "normal" },
    ],
    bestSet: { setNumber: 1, weight: 145, reps: 10, estimatedOneRepMax: 193.3 },
    estimatedOneRepMax: 193.3,
    totalVolume: 1450,
  },
  {
    date: "2026-06-01",
    type: "weight_reps",
    sets: [
      { setNumber: 1, weight: "45", reps: "10", completed: true, kind: "warmup" },
      { setNumber: 2, weight: "135", reps: "10", completed: true, kind: "normal", pr: true },
    ],
    bestSet: { setNumber: 2, weight: 135, reps: 10, estimatedOneRepMax: 180 },
    estimatedOneRepMax: 180,
    totalVolume: 1350,
  },
];

function mount(props: { name: string; open: boolean; before?: string; onClose?: () => void }) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AuthProvider>
        <ExerciseHistoryDialog onClose={() => {}} {...props} />
      </AuthProvider>
    </SWRConfig>,
  );
}

describe("ExerciseHistoryDialog", () => {
  test("closed: fetches no history", () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    mount({ name: "Bench Press", open: false });
    expect(mock.calls.filter((c) => c.url !== "/api/auth/user")).toHaveLength(0);
  });

  test("lists sessions newest first with sets, best set, volume, and a 1RM chart", async () => {
    const urls: string[] = [];
    mockFetch({ "GET /api/exercises/history": { body: sessions } });
    const inner = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      return inner(input, init);
    }) as typeof fetch;
    mount({ name: "Bench Press", open: true, before: "2026-06-10" });
    await waitFor(() => getByText("Jun 8, 2026"));
    expect(urls.filter((u) => u.includes("history"))).toEqual(["/api/exercises/history?name=Bench%20Press&before=2026-06-10"]);
    expect(getByRole("heading", { name: "Bench Press History" })).toBeTruthy();
    const dates = Array.from(document.querySelectorAll(".history-date")).map((d) => d.textContent);
    expect(dates).toEqual(["Jun 8, 2026", "Jun 1, 2026"]);
    expect(getByText("e1RM 193.3 lbs")).toBeTruthy();
    expect(getByText("Best set: 145 lbs × 10 · Volume 1450 lbs")).toBeTruthy();
    expect(getByText("Latest 193.3 lbs · +13.3 lbs since Jun 1, 2026")).toBeTruthy();
    expect(getByRole("img").getAttribute("aria-label")).toContain("Bench Press estimated one-rep max trend, 2 entries");
    expect(getByText("Not done")).toBeTruthy();
    expect(getByText("145 lbs × 10")).toBeTruthy();
  });

  test("record sets carry a 'PR' badge, warm-ups a 'W'", async () => {
    mockFetch({ "GET /api/exercises/history": { body: sessions } });
    mount({ name: "Bench Press", open: true });
    await waitFor(() => getByText("Jun 8, 2026"));
    const tags = (i: number) =>
      Array.from(document.querySelectorAll(".history-set")[i]!.querySelectorAll(".history-tag"), (t) => t.textContent);
    expect([tags(0), tags(1), tags(2), tags(3)]).toEqual([["PR"], [], ["W"], ["PR"]]);
    expect(document.querySelector(".history-tag-pr")?.getAttribute("title")).toBe("Personal record");
    expect(document.querySelector(".history-tag-warmup abbr")?.getAttribute("title")).toBe("Warm-up");
  });

  test("a set imported in kg shows at most 2 decimals in pounds", async () => {
    const imported = [
      {
        ...sessions[1]!,
        date: "2026-06-08",
        sets: [{ setNumber: 1, weight: "126.7658", reps: "3", completed: true, kind: "normal" as const }],
      },
    ];
    mockFetch({ "GET /api/exercises/history": { body: imported } });
    mount({ name: "Bench Press", open: true });
    await waitFor(() => getByText("126.77 lbs × 3"));
  });

  test("in kilograms: sets, best set, e1RM, volume and the chart", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn({ ...testUser, weightUnit: "kg" }) },
      "GET /api/exercises/history": { body: sessions },
    });
    mount({ name: "Bench Press", open: true });
    await waitFor(() => getByText("65.77 kg × 10"));
    expect(getByText("74.84 kg × 8")).toBeTruthy();
    expect(getByText("e1RM 87.7 kg")).toBeTruthy();
    expect(getByText("Best set: 65.8 kg × 10 · Volume 657.7 kg")).toBeTruthy();
    expect(getByText("Latest 87.7 kg · +6 kg since Jun 1, 2026")).toBeTruthy();
    expect(getByRole("img").getAttribute("aria-label")).toContain("Latest 87.7 kg");
    expect(queryByText(/lbs/)).toBeNull();
  });

  test("a plank and a run: their own records and chart, no e1RM or volume", async () => {
    const plank = (date: string, seconds: number): HistorySession => ({
      date,
      type: "duration",
      sets: [{ setNumber: 1, weight: "0", reps: "1", completed: true, kind: "normal", durationSeconds: seconds, rpe: 8 }],
      bestSet: null,
      estimatedOneRepMax: null,
      totalVolume: 0,
    });
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/exercises/history": { body: [plank("2026-06-08", 75), plank("2026-06-01", 60)] },
    });
    mount({ name: "Plank", open: true });
    await waitFor(() => getByText("Longest: 1:15"));
    expect(getByText("1:15 @ RPE 8")).toBeTruthy();
    expect(queryByText(/e1RM/)).toBeNull();
    expect(queryByText(/Volume/)).toBeNull();
    expect(getByRole("img").getAttribute("aria-label")).toContain("Plank longest time trend, 2 entries");
  });

  test("no sessions: the empty state, no chart", async () => {
    mockFetch({ "GET /api/exercises/history": { body: [] } });
    mount({ name: "Zercher Squat", open: true });
    await waitFor(() => getByText(/No earlier sessions of Zercher Squat yet/));
    expect(queryByText(/^Latest/)).toBeNull();
  });

  test("Close calls onClose", async () => {
    mockFetch({ "GET /api/exercises/history": { body: [] } });
    let closed = 0;
    mount({ name: "Row", open: true, onClose: () => closed++ });
    await waitFor(() => getByText(/No earlier sessions/));
    click(getByRole("button", { name: "Close" }));
    expect(closed).toBeGreaterThanOrEqual(1);
  });

  test("a full page offers the older sessions, read before the oldest shown; a short page does not", async () => {
    const session = (i: number): HistorySession => ({
      ...sessions[1]!,
      date: `2025-${String(12 - Math.floor(i / 28)).padStart(2, "0")}-${String(28 - (i % 28)).padStart(2, "0")}`,
    });
    const newest = Array.from({ length: 50 }, (_, i) => session(i));
    const mock = mockFetch({
      "GET /api/exercises/history": (call) => ({ body: call.query.get("before") === newest[49]!.date ? [session(50)] : newest }),
    });
    mount({ name: "Row", open: true });
    await waitFor(() => getByText("Dec 28, 2025"));
    expect(document.querySelectorAll(".history-date")).toHaveLength(50);
    click(getByRole("button", { name: "Show older sessions" }));
    await waitFor(() => getByText("Nov 6, 2025"));
    expect(document.querySelectorAll(".history-date")).toHaveLength(51);
    expect(mock.calls.filter((c) => c.url === "/api/exercises/history").map((c) => c.query.get("before"))).toEqual([
      null,
      newest[49]!.date,
    ]);
    // One session is all there is before that: no button for more.
    expect(queryByText("Show older sessions")).toBeNull();
  });
});
