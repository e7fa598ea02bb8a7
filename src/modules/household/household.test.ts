import { describe, expect, test } from "bun:test";
import { household, signedUpClient } from "@test/harness";

describe("household", () => {
  test("every member reads the household: names only, in the order they joined", async () => {
    const t = await household();
    const c = await signedUpClient(t.app, { firstName: "Cai", lastName: "Lee" });
    const res = await c.client.get("/api/household");
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Our household");
    expect(res.body.members).toHaveLength(3);
    for (const m of res.body.members) expect(Object.keys(m).sort()).toEqual(["firstName", "id", "lastName"]);
    expect(res.body.members.at(-1)).toEqual({ id: c.user.id, firstName: "Cai", lastName: "Lee" });
    expect(res.text).not.toContain("@");
    expect((await t.a.get("/api/household")).body).toEqual(res.body);
  });

  test("the admin renames it; a blank or too long name is refused; members cannot", async () => {
    const t = await household();
    expect((await t.admin.put("/api/admin/household", { name: "  The Smiths " })).body).toEqual({ name: "The Smiths" });
    expect((await t.a.get("/api/household")).body.name).toBe("The Smiths");
    expect((await t.admin.get("/api/admin/household")).body).toEqual({ name: "The Smiths" });
    const blank = await t.admin.put("/api/admin/household", { name: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Household name is required");
    expect((await t.admin.put("/api/admin/household", { name: "x".repeat(101) })).body.message).toBe(
      "Household name must be at most 100 characters",
    );
    expect((await t.a.put("/api/admin/household", { name: "Mine" })).status).toBe(401);
    expect((await t.b.get("/api/household")).body.name).toBe("The Smiths");
  });
});
