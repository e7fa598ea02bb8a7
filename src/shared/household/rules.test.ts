import { expect, test } from "bun:test";
import { ownerName } from "./rules";

test("an owner is named by first name, a removed one as a former member", () => {
  expect(ownerName({ id: 2, firstName: "Ben" })).toBe("Ben");
  expect(ownerName(null)).toBe("a former member");
});
