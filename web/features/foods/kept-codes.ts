// Barcodes scanned or typed while the server could not be reached, kept on the phone until they
// are looked up (docs/behaviour/foods.md, "Foods"): in localStorage, one list per member, since a phone
// may be shared by a household and one member's codes are no business of another's.

export const KEPT_CODES_KEY = "kinfit.keptBarcodes";

/** The most codes a member keeps: the oldest go first. */
const MOST = 20;
const CODE = /^\d{13}$/;

type Stored = Record<string, string[]>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEPT_CODES_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const stored: Stored = {};
    for (const [member, codes] of Object.entries(parsed)) {
      if (Array.isArray(codes)) stored[member] = codes.filter((c): c is string => typeof c === "string" && CODE.test(c));
    }
    return stored;
  } catch {
    return {};
  }
}

function writeAll(stored: Stored) {
  const left = Object.fromEntries(Object.entries(stored).filter(([, codes]) => codes.length > 0));
  try {
    if (Object.keys(left).length === 0) localStorage.removeItem(KEPT_CODES_KEY);
    else localStorage.setItem(KEPT_CODES_KEY, JSON.stringify(left));
  } catch {
    // Storage refused: the code is still tried while the form stays open.
  }
}

/** A member's kept codes (GTIN-13), oldest first. */
export const keptCodes = (member: number): string[] => readAll()[String(member)] ?? [];

export function keepCode(member: number, code: string) {
  const all = readAll();
  const codes = (all[String(member)] ?? []).filter((c) => c !== code);
  all[String(member)] = [...codes, code].slice(-MOST);
  writeAll(all);
}

export function dropCode(member: number, code: string) {
  const all = readAll();
  all[String(member)] = (all[String(member)] ?? []).filter((c) => c !== code);
  writeAll(all);
}
