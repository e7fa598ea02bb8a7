// Distance has its own unit on Profile (docs/behaviour/profile.md): km or mi, starting from the
// weight unit's system until the member chooses.
import { describe, expect, test } from "bun:test";
import { signedUpClient, testApp } from "@test/harness";

describe("distanceUnit", () => {
  test("follows the weight unit's system until chosen, then stays", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const me = async () => (await client.get("/api/auth/user")).body.user;
    expect((await me()).distanceUnit).toBe("mi");
    await client.put("/api/profile", { weightUnit: "kg" });
    expect((await me()).distanceUnit).toBe("km");
    // A kg lifter who runs in miles.
    const res = await client.put("/api/profile", { distanceUnit: "mi" });
    expect(res.status).toBe(200);
    expect(res.body.distanceUnit ?? (await me()).distanceUnit).toBe("mi");
    await client.put("/api/profile", { lengthUnit: "cm" });
    expect((await me()).distanceUnit).toBe("mi");
    const bad = await client.put("/api/profile", { distanceUnit: "yards" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("distanceUnit must be km or mi");
  });
});
