// A schema built when it is first used, not when its module loads. Importing a contract then costs
// no zod work: the web's screens import the contracts for their constants, rules and types, and a
// phone would otherwise build every schema of every contract before it could show a screen that
// checks none of them.
//
// The value stands for the schema everywhere, with no change for callers: `.safeParse`,
// `z.infer<typeof s>`, `.extend`, `.shape`, `.optional()`, `instanceof z.ZodType`, a place in another
// schema's shape. It is an empty object whose prototype, until the first read of any property, is a
// trap that builds the schema; the build makes the schema the object's prototype, so every later
// read is an ordinary prototype lookup (no Proxy on the parsing path). zod's methods read through
// `this`, which finds the schema's own internals (`_zod`) one step up.
//
// Kept to zod-free code: this file imports nothing, so the contracts' constants and rules load
// without zod's schemas being made.

/** Lazy schemas not built yet (tests ask, with `isBuilt`). */
const pending = new WeakSet<object>();

/**
 * `build` runs once, on the first property read, `in` test or write of the returned value. It must
 * not read the value it is building (a schema that contains itself needs zod's own `z.lazy`).
 */
export function lazySchema<T extends object>(build: () => T): T {
  const stand = Object.create(null) as object;
  let building = false;
  const schema = (): T => {
    if (building) throw new Error("lazySchema: the schema was read while it was being built");
    building = true;
    try {
      const built = build();
      Object.setPrototypeOf(stand, built);
      pending.delete(stand);
      return built;
    } finally {
      building = false;
    }
  };
  // Reached only through `stand`'s prototype chain, and only until the build replaces it.
  const trap = new Proxy(Object.create(null) as object, {
    get: (_, key, receiver) => Reflect.get(schema(), key, receiver),
    has: (_, key) => key in schema(),
    set: (_, key, value, receiver) => Reflect.set(schema(), key, value, receiver),
  });
  Object.setPrototypeOf(stand, trap);
  pending.add(stand);
  return stand as T;
}

/** Whether a value of `lazySchema` has been built (any other value counts as built). */
export function isBuilt(value: object): boolean {
  return !pending.has(value);
}
