// The Shopping List screen against a stand-in server: the default range (today and the next six
// days), items grouped by letter with their days, ticks kept across a re-render and cleared when
// the range changes, copying the list as text, and the empty state.
import { describe, expect, test } from "bun:test";
import type { ShoppingItem } from "../../../src/shared/meals/contract";
import { addDays, toIsoDate } from "../../../src/shared/dates";
import { App } from "../../app";
import { mockFetch, signedIn, testUser } from "../../test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByRole, render, type, waitFor } from "../../test/render";
import { byFirstLetter, itemLine, shoppingText, TICKS_STORAGE_KEY } from "./shopping";

const FROM = toIsoDate(new Date());
const TO = toIsoDate(addDays(new Date(), 6));

const ITEMS: ShoppingItem[] = [
  { name: "Milk", quantity: 2, unit: "cup", dates: ["2026-03-01"] },
  { name: "Oats", quantity: 240, unit: "g", dates: ["2026-03-02", "2026-03-03"] },
  { name: "Olive oil", quantity: 1, unit: "tbsp", dates: ["2026-03-03"] },
];

function server(items = ITEMS) {
  const urls: string[] = [];
  mockFetch({
    "GET /api/auth/user": { body: signedIn(testUser) },
    "GET /api/shopping-list": () => {
      const q = new URL(urls.at(-1)!, "http://x").searchParams;
      return { body: { from: q.get("from"), to: q.get("to"), items } };
    },
  });
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return { urls };
}

const box = (name: string) => {
  const el = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find((c) => c.getAttribute("aria-label") === name);
  if (!el) throw new Error(`no checkbox ${name}`);
  return el;
};

describe("shopping list", () => {
  test("the next seven days by default; grouped by first letter with amounts and days", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Shopping List" }));
    await waitFor(() => box("Oats 240 g"));
    expect(s.urls).toContain(`/api/shopping-list?from=${FROM}&to=${TO}`);
    expect(getByLabelText("From").value).toBe(FROM);
    expect(getByLabelText("To").value).toBe(TO);
    expect(Array.from(document.querySelectorAll(".shop-letter")).map((h) => h.textContent)).toEqual(["M", "O"]);
    const oats = box("Oats 240 g").closest("label")!;
    expect(oats.querySelector(".shop-item-days")?.textContent).toBe("Mon, Tue");
    expect(box("Milk 2 cups")).toBeTruthy();
    expect(getByText("0 of 3 ticked")).toBeTruthy();
  });

  test("ticks persist across a re-render and clear when the range changes", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    const first = render(<App />);
    await waitFor(() => box("Oats 240 g"));
    click(box("Oats 240 g"));
    expect(box("Oats 240 g").checked).toBe(true);
    expect(getByText("1 of 3 ticked")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(TICKS_STORAGE_KEY)!)).toEqual({ owner: testUser.id, range: `${FROM}/${TO}`, ticked: ["oats|g"] });

    first.unmount();
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    expect(box("Oats 240 g").checked).toBe(true);
    expect(box("Milk 2 cups").checked).toBe(false);

    const newTo = toIsoDate(addDays(new Date(), 3));
    type(getByLabelText("To"), newTo);
    await waitFor(() => expect(s.urls).toContain(`/api/shopping-list?from=${FROM}&to=${newTo}`));
    await waitFor(() => expect(box("Oats 240 g").checked).toBe(false));
    expect(window.location.search).toBe(`?from=${FROM}&to=${newTo}`);
    expect(JSON.parse(localStorage.getItem(TICKS_STORAGE_KEY)!)).toEqual({ owner: testUser.id, range: `${FROM}/${newTo}`, ticked: [] });
  });

  test("another account's ticks on this device do not count", async () => {
    server();
    localStorage.setItem(TICKS_STORAGE_KEY, JSON.stringify({ owner: testUser.id + 1, range: `${FROM}/${TO}`, ticked: ["oats|g"] }));
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    expect(box("Oats 240 g").checked).toBe(false);
  });

  test("a bad range is explained and not asked for", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    type(getByLabelText("To"), toIsoDate(addDays(new Date(), -1)));
    await waitFor(() => getByText("to must not be before from"));
    type(getByLabelText("To"), toIsoDate(addDays(new Date(), 62)));
    await waitFor(() => getByText("The range can be at most 62 days"));
    expect(queryByRole("button", { name: "Copy List" })).toBeNull();
    expect(s.urls.filter((u) => u.startsWith("/api/shopping-list")).length).toBe(1);
  });

  test("Copy List writes the text: a title, then '☐ Oats — 240 g (Mon, Tue)', ticked ones '☑'", async () => {
    server();
    let copied = "";
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async (t: string) => void (copied = t) }, configurable: true });
    window.history.replaceState(null, "", "/shopping-list?from=2026-03-01&to=2026-03-07");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    click(box("Milk 2 cups"));
    click(getByRole("button", { name: "Copy List" }));
    await waitFor(() => expect(copied).not.toBe(""));
    expect(copied).toBe(
      ["Shopping list (Sun 1 Mar – Sat 7 Mar)", "☑ Milk — 2 cups (Sun)", "☐ Oats — 240 g (Mon, Tue)", "☐ Olive oil — 1 tbsp (Tue)"].join("\n"),
    );
    await waitFor(() => getByText("Shopping list copied"));
  });

  test("nothing to buy: the empty state", async () => {
    server([]);
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => getByText("Nothing to buy"));
    expect(queryByRole("button", { name: "Copy List" })).toBeNull();
  });
});

describe("shopping list text", () => {
  test("over a week, days carry their date; groups A-Z with anything else last", () => {
    expect(itemLine(ITEMS[1]!, "2026-03-01", "2026-03-20", false)).toBe("☐ Oats — 240 g (Mon 2, Tue 3)");
    expect(shoppingText([ITEMS[0]!], "2026-03-01", "2026-03-01", new Set())).toBe("Shopping list (Sun 1 Mar)\n☐ Milk — 2 cups (Sun)");
    const groups = byFirstLetter([{ ...ITEMS[0]!, name: "7-up" }, ITEMS[1]!, { ...ITEMS[0]!, name: "apples" }]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "O", "#"]);
  });
});
