// The signed-in user's profile update, through the HTTP API.
import { describe, expect, test } from "bun:test";
import { Client, signedUpClient, testApp } from "@test/harness";

describe("PUT /api/profile", () => {
  test("updates names or macroTracking, trimmed, and only the caller's", async () => {
    const { app } = testApp();
    const a = await signedUpClient(app);
    const b = await signedUpClient(app);
    const names = await a.client.put("/api/profile", { firstName: "  Alice ", lastName: "Smith" });
    expect(names.status).toBe(200);
    expect(names.body).toMatchObject({ firstName: "Alice", lastName: "Smith", macroTracking: false });
    const macros = await a.client.put("/api/profile", { macroTracking: true });
    expect(macros.body).toMatchObject({ firstName: "Alice", macroTracking: true });
    expect((await a.client.get("/api/auth/user")).body.user.macroTracking).toBe(true);
    const other = (await b.client.get("/api/auth/user")).body.user;
    expect(other).toMatchObject({ firstName: "Test", lastName: "User", macroTracking: false });
  });

  test.each([
    [{}, "Nothing to update: send firstName and lastName, or macroTracking, weightUnit, lengthUnit, plates or goals"],
    [{ macroTracking: "yes" }, "macroTracking must be true or false"],
    [{ firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{ lastName: ["a"] }, "Last name must be text"],
    [{ firstName: "   ", lastName: "Smith" }, "First name is required"],
    [{ firstName: "", lastName: "Smith" }, "First name is required"],
    [{ firstName: null, lastName: "Smith" }, "First name is required"],
    [{ firstName: "Alice", lastName: " \t " }, "Last name is required"],
    [{ lastName: "" }, "Last name is required"],
  ])("refuses %p", async (body, message) => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const res = await client.put("/api/profile", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get("/api/auth/user")).body.user).toMatchObject({ firstName: "Test", macroTracking: false });
  });

  test("needs a user session", async () => {
    const { app } = testApp();
    expect((await new Client(app).put("/api/profile", { firstName: "X" })).status).toBe(401);
  });
});
