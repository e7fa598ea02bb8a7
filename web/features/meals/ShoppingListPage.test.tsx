// The Shopping List screen against a stand-in server: the default range (today and the next six
// days), items grouped by letter with their days, ticks kept by the server per range (so they
// survive a re-render and another range has its own), the household's list, ticks made offline,
// copying the list as text, and the empty state.
import { describe, expect, test } from "bun:test";
import type { ShoppingItem } from "@shared/meals/contract";
import { addDays, toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByRole, render, type, waitFor } from "@web/test/render";
import { itemAmount, itemLine, shoppingText } from "./shopping";
import { byAisle } from "@shared/meals/aisles";
import { OUTBOX_STORAGE_KEY } from "./shopping-sync";

/** A phone-local key for ticks, which the app neither writes nor reads: ticks are the household's, on the server. */
const TICKS_STORAGE_KEY = "kinfit.shoppingTicks";

const FROM = toIsoDate(new Date());
const TO = toIsoDate(addDays(new Date(), 6));

const ITEMS: ShoppingItem[] = [
  {
    name: "Milk",
    description: "Milk",
    aisle: "dairy and eggs",
    quantity: 2,
    unit: "cup",
    dates: ["2026-03-01"],
    key: "milk|cup",
    checked: false,
  },
  {
    name: "Oats",
    description: "Cereals, oats, regular and quick, not fortified, dry",
    aisle: "pantry",
    quantity: 240,
    unit: "g",
    dates: ["2026-03-02", "2026-03-03"],
    key: "oats|g",
    checked: false,
  },
  {
    name: "Olive oil",
    description: "Olive oil",
    aisle: "pantry",
    quantity: 1,
    unit: "tbsp",
    dates: ["2026-03-03"],
    key: "olive oil|tbsp",
    checked: false,
  },
];

/** A stand-in server keeping the household's ticks per range, as the real one does. */
function server(items = ITEMS, extra: Parameters<typeof mockFetch>[0] = {}) {
  const urls: string[] = [];
  const ticks = new Map<string, boolean>();
  const answer = () => {
    const q = new URL(urls.at(-1)!, "http://x").searchParams;
    const range = `${q.get("from")}/${q.get("to")}`;
    return {
      body: { from: q.get("from"), to: q.get("to"), items: items.map((i) => ({ ...i, checked: ticks.get(`${range}/${i.key}`) ?? false })) },
    };
  };
  const mock = mockFetch({
    "GET /api/auth/user": { body: signedIn(testUser) },
    "GET /api/shopping-list": answer,
    "GET /api/shopping-list/live": answer,
    "PUT /api/shopping-list/items/oats%7Cg": (call) => tick(call.body, "oats|g"),
    "PUT /api/shopping-list/items/milk%7Ccup": (call) => tick(call.body, "milk|cup"),
    ...extra,
  });
  function tick(body: unknown, key: string) {
    const b = body as { from: string; to: string; checked: boolean; quantity: number };
    ticks.set(`${b.from}/${b.to}/${key}`, b.checked);
    return { body: { key, checked: b.checked, quantity: b.quantity } };
  }
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return { urls, ticks, mock };
}

const box = (name: string) => {
  const el = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
    (c) => c.getAttribute("aria-label") === name,
  );
  if (!el) throw new Error(`no checkbox ${name}`);
  return el;
};

describe("shopping list", () => {
  test("the next seven days by default; grouped by aisle with amounts and days", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Shopping List" }));
    await waitFor(() => box("Oats 240 g"));
    expect(s.urls).toContain(`/api/shopping-list?from=${FROM}&to=${TO}`);
    expect(getByLabelText("From").value).toBe(FROM);
    expect(getByLabelText("To").value).toBe(TO);
    expect(Array.from(document.querySelectorAll(".shop-letter")).map((h) => h.textContent)).toEqual(["Dairy and eggs", "Pantry"]);
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
    await waitFor(() => expect(box("Oats 240 g").checked).toBe(true));
    expect(getByText("1 of 3 ticked")).toBeTruthy();
    await waitFor(() =>
      expect(s.mock.callsTo("PUT", "/api/shopping-list/items/oats%7Cg")[0]?.body).toEqual({
        from: FROM,
        to: TO,
        checked: true,
        quantity: 240,
      }),
    );
    await waitFor(() => expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBe("{}"));

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
    expect(localStorage.getItem(TICKS_STORAGE_KEY)).toBeNull();
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
    await waitFor(() => expect(box("Milk 2 cups").checked).toBe(true));
    click(getByRole("button", { name: "Copy List" }));
    await waitFor(() => expect(copied).not.toBe(""));
    expect(copied).toBe(
      ["Shopping list (Sun 1 Mar – Sat 7 Mar)", "☑ Milk — 2 cups (Sun)", "☐ Oats — 240 g (Mon, Tue)", "☐ Olive oil — 1 tbsp (Tue)"].join(
        "\n",
      ),
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

describe("the household's list", () => {
  test("'Household' asks for every member's meals and keeps the choice in the address", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    click(getByRole("button", { name: "Household" }));
    await waitFor(() => expect(s.urls).toContain(`/api/shopping-list?from=${FROM}&to=${TO}&scope=household`));
    expect(window.location.search).toBe(`?from=${FROM}&to=${TO}&scope=household`);
  });

  test("another phone's tick shows within seconds, from the list asked for again while open", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    s.ticks.set(`${FROM}/${TO}/oats|g`, true);
    await waitFor(() => expect(box("Oats 240 g").checked).toBe(true), 5000);
    expect(s.urls.some((u) => u.startsWith(`/api/shopping-list/live?from=${FROM}&to=${TO}`))).toBe(true);
  });

  test("a tick made offline shows at once, waits on the phone, and is sent once there is a connection", async () => {
    const s = server();
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    const online = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? "GET") === "PUT") throw new TypeError("Failed to fetch");
      return online(input, init);
    }) as typeof fetch;
    click(box("Oats 240 g"));
    await waitFor(() => expect(box("Oats 240 g").checked).toBe(true));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!)[String(testUser.id)]).toEqual([
        { key: "oats|g", from: FROM, to: TO, checked: true, quantity: 240 },
      ]),
    );
    expect(s.ticks.size).toBe(0);
    globalThis.fetch = online;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(s.ticks.get(`${FROM}/${TO}/oats|g`)).toBe(true));
    await waitFor(() => expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBe("{}"));
    expect(box("Oats 240 g").checked).toBe(true);
  });

  test("an item that grew since it was ticked says how much more is needed", async () => {
    server([{ ...ITEMS[1]!, quantity: 300, more: 60 }]);
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 300 g"));
    expect(box("Oats 300 g").checked).toBe(false);
    expect(document.querySelector(".shop-item-more")?.textContent).toBe("60 g more than ticked");
  });
});

describe("a list to shop from", () => {
  test("a short name opens its full description; an item added by hand is sent and can be removed", async () => {
    const s = server(ITEMS, {
      "POST /api/shopping-list/items": { status: 201, body: { ...ITEMS[0]!, name: "Candles", key: "manual:1", manual: true } },
    });
    window.history.replaceState(null, "", "/shopping-list");
    render(<App />);
    await waitFor(() => box("Oats 240 g"));
    click(getByRole("button", { name: "Oats" }));
    await waitFor(() => getByText("Cereals, oats, regular and quick, not fortified, dry"));
    type(getByLabelText("Item"), "Candles");
    type(getByLabelText("Quantity"), "2");
    click(getByRole("button", { name: "Add Item" }));
    await waitFor(() =>
      expect(s.mock.callsTo("POST", "/api/shopping-list/items")[0]?.body).toEqual({
        from: FROM,
        to: TO,
        scope: "me",
        name: "Candles",
        quantity: "2",
      }),
    );
  });
});

describe("shopping list text", () => {
  test("over a week, days carry their date; aisles in the shop's order", () => {
    expect(itemLine(ITEMS[1]!, "2026-03-01", "2026-03-20", false)).toBe("☐ Oats — 240 g (Mon 2, Tue 3)");
    expect(shoppingText([ITEMS[0]!], "2026-03-01", "2026-03-01", new Set())).toBe("Shopping list (Sun 1 Mar)\n☐ Milk — 2 cups (Sun)");
    const groups = byAisle([
      { ...ITEMS[0]!, aisle: "frozen" },
      { ...ITEMS[1]!, aisle: "pantry" },
      { ...ITEMS[2]!, aisle: "produce" },
      { ...ITEMS[0]!, aisle: "other" },
      { ...ITEMS[0]!, aisle: "bakery" },
    ]);
    expect(groups.map((g) => g.aisle)).toEqual(["produce", "bakery", "pantry", "frozen", "other"]);
  });

  test("a count reads with its grams beside; 1,000 g or more read as kg on screen only", () => {
    const eggs = { ...ITEMS[0]!, name: "Eggs", quantity: 5, unit: "large", grams: 250 };
    expect(itemAmount(eggs)).toBe("5 large (250 g)");
    expect(itemAmount({ ...ITEMS[1]!, quantity: 1250 })).toBe("1.25 kg");
    expect(itemAmount({ ...ITEMS[1]!, quantity: 999 })).toBe("999 g");
    expect(
      itemLine({ ...ITEMS[1]!, name: "Candles", quantity: 1, unit: "", dates: [], manual: true }, "2026-03-01", "2026-03-07", true),
    ).toBe("☑ Candles");
  });
});
