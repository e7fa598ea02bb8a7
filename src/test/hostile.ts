// Values a careless or hostile client might send, for property-based bad-input tests.
import fc from "fast-check";

const controlAndUnicode = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\u202eevil",
  "\ud800",
  "😀".repeat(50),
  "Ωμέγα",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  " ",
  "",
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(), // NaN and Infinity become null in JSON, as a browser would send them
  fc.constantFrom(-1, 0, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5, -0.01),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  controlAndUnicode,
  fc.constant("x".repeat(10_000)),
  fc.constantFrom("2026-02-30", "2026-13-01", "2026-1-1", "0000-00-00", "not a date", "12:75", "25:00"),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** A valid body with some fields replaced by hostile values, removed, or joined by extra ones. */
export function mutatedBody(valid: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.func(fc.constantFrom("keep", "replace", "remove")),
      fc.array(hostileValue, { minLength: 20, maxLength: 20 }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([choose, values, extra]) => {
      const body: Record<string, unknown> = { ...valid() };
      Object.keys(body).forEach((key, i) => {
        const what = choose(key);
        if (what === "replace") body[key] = values[i % values.length];
        if (what === "remove") delete body[key];
      });
      return { ...extra, ...body };
    });
}

/** Whole bodies that are not the object a route expects. */
export const wrongShapeBody: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);

/** Text that is usually not JSON at all. */
export const rawText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("{", '{"a":', "[1,2", "nul", "{'single': 1}", '{"a":1}}', "\u0000", "NaN", "Infinity"),
);

/** Path segments for :id and :date parameters. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "NaN",
    "Infinity",
    "null",
    "%00",
    "..",
    "2026-02-30",
    "2026-13-01",
    "x".repeat(500),
  ),
);
