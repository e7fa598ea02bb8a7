// The avatar's initials.
import { describe, expect, test } from "bun:test";
import { initials } from "./initials";

describe("initials", () => {
  test("first and last name letters, upper case, at most 2", () => {
    expect(initials({ firstName: "ada", lastName: "lovelace", email: "a@example.com" })).toBe("AL");
    expect(initials({ firstName: " Ada ", lastName: null, email: "a@example.com" })).toBe("A");
    expect(initials({ firstName: null, lastName: "Lovelace", email: "a@example.com" })).toBe("L");
  });

  test("without a name, the email's first letter", () => {
    expect(initials({ firstName: null, lastName: "  ", email: "zoe@example.com" })).toBe("Z");
  });

  test("a letter outside the basic plane stays whole", () => {
    expect(initials({ firstName: "𝒜da", lastName: "Ĺovelace", email: "a@example.com" })).toBe("𝒜Ĺ");
    expect(initials({ firstName: null, lastName: null, email: "😀@example.com" })).toBe("😀");
    // Upper-casing ß gives two letters; the initials stay two.
    expect(initials({ firstName: "ßa", lastName: "ola", email: "a@example.com" })).toBe("ßO");
  });
});
