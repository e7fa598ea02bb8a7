// Scanning a barcode in the ingredient form: the rear camera read by the browser's BarcodeDetector
// (a fake here), or, without a camera stream, a photo read once; the code found is looked up like
// typed digits. A code scanned while the server cannot be reached is kept for the member and
// looked up, with a toast, when the form next finds the server.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { Food } from "@shared/foods/contract";
import type { Meal } from "@shared/meals/contract";
import { toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { act } from "react";
import { click, getByLabelText, getByRole, getByText, queryByRole, render, waitFor } from "@web/test/render";
import { KEPT_CODES_KEY, keptCodes } from "./kept-codes";
import { OFFLINE } from "./lookup";
import { NO_CAMERA, NOT_IN_PHOTO } from "./ScanPanel";

const TODAY = toIsoDate(new Date());
const NUTELLA = "3017620422003";

const nutella: Food = {
  id: `off:${NUTELLA}`,
  name: "Nutella",
  source: "openfoodfacts",
  brand: "Ferrero",
  barcode: NUTELLA,
  per100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9, fiber: null, sugar: 56.3, sodium: 42.8 },
  portions: [{ label: "1 serving (15 g)", grams: 15 }],
};
const meal: Meal = {
  id: 1,
  date: TODAY,
  name: "Breakfast",
  time: "07:30:00",
  notes: null,
  isPrepped: false,
  isConsumed: false,
  ingredients: [],
};

/** What the fake detector was asked to read, and what it reads in each. */
let read: unknown[] = [];
let codesIn: (image: unknown) => { rawValue: string; format: string }[] = () => [];
class FakeDetector {
  static getSupportedFormats = async () => ["qr_code", "ean_13", "ean_8", "upc_a", "upc_e"];
  constructor(readonly options: { formats: string[] }) {}
  async detect(image: unknown) {
    read.push(image);
    return codesIn(image);
  }
}

let stopped = 0;
function fakeStream(): MediaStream {
  const stream = new MediaStream();
  Object.defineProperty(stream, "getTracks", { value: () => [{ stop: () => void stopped++ }] });
  return stream;
}
const g = globalThis as { BarcodeDetector?: unknown };
const nav = navigator as { mediaDevices?: unknown };
const realMedia = Object.getOwnPropertyDescriptor(navigator, "mediaDevices");

function setCamera(camera: "none" | "refused" | "rear") {
  const getUserMedia = async (constraints: MediaStreamConstraints) => {
    if (camera === "refused") throw new DOMException("Permission denied", "NotAllowedError");
    expect(constraints.video).toEqual({ facingMode: { ideal: "environment" } });
    return fakeStream();
  };
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: camera === "none" ? undefined : { getUserMedia } });
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/meals");
  read = [];
  stopped = 0;
  codesIn = () => [];
  g.BarcodeDetector = FakeDetector;
});

afterEach(() => {
  delete g.BarcodeDetector;
  if (realMedia) Object.defineProperty(navigator, "mediaDevices", realMedia);
  else delete nav.mediaDevices;
});

function server(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking: true }) },
    "GET /api/meals": { body: [meal] },
    "GET /api/custom-ingredients": { body: [] },
    "GET /api/foods": { body: [] },
    [`GET /api/foods/barcode/${NUTELLA}`]: { body: nutella },
    "POST /api/meals/1/ingredients": { status: 201, body: {} },
    ...extra,
  });
}

function addForm(): HTMLElement {
  const f = Array.from(document.querySelectorAll<HTMLElement>("form")).find((x) => x.getAttribute("aria-label") === "Add ingredient");
  if (!f) throw new Error("no add form");
  return f;
}

async function openForm() {
  render(<App />);
  await waitFor(() => getByRole("button", { name: "Add Ingredient" }));
  click(getByRole("button", { name: "Add Ingredient" }));
  return addForm();
}

/** Chooses a photo in the file input, as the phone's camera app hands it back. */
function choosePhoto(input: HTMLInputElement, photo: File) {
  act(() => {
    Object.defineProperty(input, "files", { configurable: true, value: [photo] });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("scanning a barcode", () => {
  test("the rear camera is read until a code shows; the food found is offered and added; the camera stops", async () => {
    setCamera("rear");
    let frames = 0;
    codesIn = (image) => (image instanceof HTMLVideoElement && ++frames >= 3 ? [{ rawValue: NUTELLA, format: "ean_13" }] : []);
    const s = server();
    const f = await openForm();
    click(getByRole("button", { name: "Scan" }, f));
    await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
    expect(frames).toBe(3);
    expect(stopped).toBe(1);
    expect((getByLabelText("Barcode", f) as HTMLInputElement).value).toBe(NUTELLA);
    expect(queryByRole("region", { name: "Scan a barcode" }, f)).toBeNull();
    click(getByRole("button", { name: /^Nutella/ }, f));
    click(getByRole("button", { name: "Add Ingredient" }, f));
    await waitFor(() => expect(s.callsTo("POST", "/api/meals/1/ingredients")).toHaveLength(1));
    expect(s.callsTo("POST", "/api/meals/1/ingredients")[0]!.body).toMatchObject({ foodId: `off:${NUTELLA}` });
  });

  test("a misread code (wrong check digit) is not looked up: the camera keeps reading", async () => {
    setCamera("rear");
    let frames = 0;
    codesIn = () => [{ rawValue: ++frames === 1 ? "3017620422004" : NUTELLA, format: "ean_13" }];
    const s = server();
    const f = await openForm();
    click(getByRole("button", { name: "Scan" }, f));
    await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
    expect(s.calls.filter((c) => c.url.startsWith("/api/foods/barcode")).map((c) => c.url)).toEqual([`/api/foods/barcode/${NUTELLA}`]);
  });

  for (const camera of ["none", "refused"] as const) {
    test(`no camera stream (${camera}): a photo is taken and read instead`, async () => {
      setCamera(camera);
      const photo = new File([new Uint8Array([1, 2, 3])], "bars.jpg", { type: "image/jpeg" });
      codesIn = (image) => (image === photo ? [{ rawValue: NUTELLA, format: "ean_13" }] : []);
      server();
      const f = await openForm();
      click(getByRole("button", { name: "Scan" }, f));
      await waitFor(() => getByText(NO_CAMERA, f));
      const input = getByLabelText("Take a photo", f) as HTMLInputElement;
      expect(input.type).toBe("file");
      expect(input.accept).toBe("image/*");
      expect(input.hasAttribute("capture")).toBe(true);
      choosePhoto(input, photo);
      await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
      expect(read).toEqual([photo]);
    });
  }

  test("a photo without a barcode says so and nothing is looked up", async () => {
    setCamera("none");
    const s = server();
    const f = await openForm();
    click(getByRole("button", { name: "Scan" }, f));
    await waitFor(() => getByText(NO_CAMERA, f));
    choosePhoto(getByLabelText("Take a photo", f) as HTMLInputElement, new File([new Uint8Array([1])], "wall.jpg", { type: "image/jpeg" }));
    await waitFor(() => getByText(NOT_IN_PHOTO, f));
    expect(s.calls.filter((c) => c.url.startsWith("/api/foods/barcode"))).toEqual([]);
  });

  test("scanned offline: kept for this member, looked up when the form next reaches the server, and the member told", async () => {
    setCamera("rear");
    codesIn = () => [{ rawValue: NUTELLA, format: "ean_13" }];
    let reachable = false;
    const s = server({ [`GET /api/foods/barcode/${NUTELLA}`]: () => (reachable ? { body: nutella } : new Error("offline")) });
    let f = await openForm();
    click(getByRole("button", { name: "Scan" }, f));
    await waitFor(() => getByText(OFFLINE, f));
    expect(keptCodes(testUser.id)).toEqual([NUTELLA]);
    expect(keptCodes(testUser.id + 1)).toEqual([]);
    // The form closed, the page left: the code stays on the phone.
    click(getByRole("button", { name: "Cancel" }, f));
    expect(JSON.parse(localStorage.getItem(KEPT_CODES_KEY)!)).toEqual({ [testUser.id]: [NUTELLA] });

    reachable = true;
    window.dispatchEvent(new Event("online"));
    click(getByRole("button", { name: "Add Ingredient" }));
    f = addForm();
    await waitFor(() => getByRole("button", { name: /^Nutella/ }, f));
    expect(getByText(`Kept while offline: ${NUTELLA}`, f)).toBeTruthy();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: "Barcode looked up",
      description: `Nutella (${NUTELLA}), kept while offline, is ready to add.`,
    });
    expect(keptCodes(testUser.id)).toEqual([]);
    expect(s.callsTo("GET", `/api/foods/barcode/${NUTELLA}`)).toHaveLength(2);
  });

  test("another member signed in on the same phone does not look up the codes kept for the first", async () => {
    localStorage.setItem(KEPT_CODES_KEY, JSON.stringify({ [testUser.id + 1]: [NUTELLA] }));
    const s = server();
    await openForm();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(s.callsTo("GET", `/api/foods/barcode/${NUTELLA}`)).toHaveLength(0);
    expect(keptCodes(testUser.id + 1)).toEqual([NUTELLA]);
  });
});
