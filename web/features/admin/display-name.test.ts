// The admin list's name rule.
import { describe, expect, test } from "bun:test";
import { displayName } from "./display-name";

describe("displayName rule", () => {
  test("first+last, else first, else last, else username, else 'No name'", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", username: "ada" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: "Ada", lastName: null, username: "ada" })).toBe("Ada");
    expect(displayName({ firstName: " ", lastName: "Lovelace", username: "ada" })).toBe("Lovelace");
    expect(displayName({ firstName: null, lastName: null, username: "ada" })).toBe("ada");
    expect(displayName({ firstName: null, lastName: "", username: null })).toBe("No name");
  });
});
