// The quiet-time release runs once per quiet spell: after the quiet time with no request, and
// again only after a request has started a new spell.
import { expect, test } from "bun:test";
import { testApp } from "../test/harness";
import { QuietRelease, releaseMemory } from "./quiet";

test("releases once after the quiet time, not while requests come, and again after the next quiet spell", async () => {
  let releases = 0;
  const quiet = new QuietRelease(() => releases++, 200);
  try {
    // Requests every 50 ms hold the release off.
    for (let i = 0; i < 8; i++) {
      quiet.seen();
      await Bun.sleep(50);
    }
    expect(releases).toBe(0);
    await Bun.sleep(400);
    expect(releases).toBe(1);
    // Still quiet: nothing more to hand back.
    await Bun.sleep(300);
    expect(releases).toBe(1);
    quiet.seen();
    await Bun.sleep(400);
    expect(releases).toBe(2);
  } finally {
    quiet.stop();
  }
});

// Bun.shrink is marked deprecated in Bun's types: this fails if a Bun upgrade removes it.
test("the release itself runs in this Bun", () => {
  expect(() => releaseMemory()).not.toThrow();
});

test("every request the app answers starts the quiet time again, refused ones included", async () => {
  let seen = 0;
  const { app } = testApp({ quiet: { seen: () => seen++ } });
  await app.handle(new Request("http://localhost/api/health"));
  await app.handle(new Request("http://localhost/api/workouts/2026-01-05"));
  await app.handle(new Request("http://localhost/", { headers: { host: "" } }));
  expect(seen).toBe(3);
});
