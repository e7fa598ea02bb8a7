// The JIT's thresholds follow the load: light until the request thread has been busy for a second,
// normal from then on, light again once the server has come to rest.
import { expect, test } from "bun:test";
import { BUSY_SHARE, JitByLoad, LIGHT_SCALE, SUSTAINED_WINDOWS, UPLOAD_BYTES, WINDOW_MS } from "./jit-policy";

function fake() {
  const scales: number[] = [];
  let now = 1_000;
  let cpu = 0;
  let cpuReads = 0;
  const jit = new JitByLoad(
    (scale) => scales.push(scale),
    () => now,
    () => (cpuReads++, cpu),
  );
  return {
    jit,
    scales,
    cpuReads: () => cpuReads,
    /** `windows` whole windows of requests at `share` of a core. */
    load(windows: number, share: number) {
      for (let i = 0; i < windows; i++) {
        now += WINDOW_MS;
        cpu += WINDOW_MS * share;
        jit.seen();
      }
    },
    /** `ms` of wall time pass, of which the process spends `share` of a core working. */
    pass(ms: number, share: number) {
      now += ms;
      cpu += ms * share;
    },
  };
}

test("starts light, and a household's trickle of requests keeps it light", () => {
  const f = fake();
  expect(f.scales).toEqual([LIGHT_SCALE]);
  for (let i = 0; i < 200; i++) {
    f.pass(WINDOW_MS * 2, 0.05);
    f.jit.seen();
  }
  // A burst of quick requests that leaves the core mostly idle is not load either.
  for (let i = 0; i < 300; i++) {
    f.pass(2, 0.3);
    f.jit.seen();
  }
  expect(f.scales).toEqual([LIGHT_SCALE]);
  expect(f.jit.isBusy()).toBe(false);
});

test("a second of load brings the normal thresholds, once; the CPU is read at most once a window", () => {
  const f = fake();
  f.load(SUSTAINED_WINDOWS - 1, BUSY_SHARE + 0.1);
  expect(f.jit.isBusy()).toBe(false);
  f.load(1, BUSY_SHARE + 0.1);
  expect(f.scales).toEqual([LIGHT_SCALE, 1]);
  expect(f.jit.isBusy()).toBe(true);
  const reads = f.cpuReads();
  for (let i = 0; i < 1000; i++) {
    f.pass(1, 1);
    f.jit.seen();
  }
  expect(f.scales).toEqual([LIGHT_SCALE, 1]);
  expect(f.cpuReads()).toBe(reads);

  const g = fake();
  // Requests inside one window do not look at the CPU at all.
  for (let i = 0; i < 10; i++) {
    g.pass(WINDOW_MS / 20, 1);
    g.jit.seen();
  }
  expect(g.cpuReads()).toBe(1);
});

test("a burst shorter than a second is not load, nor busy windows with a quiet one between", () => {
  const f = fake();
  // A few hundred reads back to back, as fast as one client asks: half a second of full work.
  f.load(2, 1);
  f.load(1, 0.1);
  f.load(SUSTAINED_WINDOWS - 1, 1);
  f.load(1, 0.2);
  expect(f.jit.isBusy()).toBe(false);
  f.load(SUSTAINED_WINDOWS, 0.9);
  expect(f.jit.isBusy()).toBe(true);
});

test("a long idle stretch before load does not hide it", () => {
  const f = fake();
  f.pass(60_000, 0);
  f.jit.seen();
  f.load(SUSTAINED_WINDOWS, 0.9);
  expect(f.jit.isBusy()).toBe(true);
});

test("heavy requests after a long quiet stretch count from the first", () => {
  const f = fake();
  f.pass(10 * 60_000, 0.001);
  // The first import arrives: the stretch before it only starts a window.
  f.jit.seen();
  for (let i = 0; i < SUSTAINED_WINDOWS; i++) {
    f.pass(300, 1);
    f.jit.seen();
  }
  expect(f.jit.isBusy()).toBe(true);
});

test("an upload (an import file) is load from its first request; an ordinary body is not", () => {
  const f = fake();
  const post = (bytes: number) =>
    new Request("http://localhost/api/import", { method: "POST", headers: { "content-length": String(bytes) } });
  f.jit.seen(post(2_000));
  f.jit.seen(new Request("http://localhost/api/workouts/2026-01-05"));
  expect(f.jit.isBusy()).toBe(false);
  f.jit.seen(post(UPLOAD_BYTES));
  expect(f.scales).toEqual([LIGHT_SCALE, 1]);
  expect(f.jit.isBusy()).toBe(true);
});

test("at rest the light thresholds come back, and the next load sets them normal again", () => {
  const f = fake();
  f.load(SUSTAINED_WINDOWS, 1);
  f.jit.rest();
  expect(f.scales).toEqual([LIGHT_SCALE, 1, LIGHT_SCALE]);
  expect(f.jit.isBusy()).toBe(false);
  // The windows before the rest do not count toward the next load.
  f.load(SUSTAINED_WINDOWS - 1, 0.8);
  expect(f.jit.isBusy()).toBe(false);
  f.load(1, 0.8);
  expect(f.scales).toEqual([LIGHT_SCALE, 1, LIGHT_SCALE, 1]);
});

// Bun.unsafe.setJITPolicy is Bun's own: this fails if a Bun upgrade removes it. The scale is set
// back to normal at once, so the tests after this one run at full speed.
test("the switch itself runs in this Bun", () => {
  expect(() => {
    Bun.unsafe.setJITPolicy(LIGHT_SCALE);
    Bun.unsafe.setJITPolicy(1);
  }).not.toThrow();
});
