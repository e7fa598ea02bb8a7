// Every stylesheet goes into one bundle (scripts/build/build-web.ts), so a class name means one thing
// everywhere: a class is defined (a rule whose whole selector is that one class) in one file only.
// Two features each defining `.week-nav` once laid the Workouts and Meal Plan week navigation out
// as the Week Plan's two-column grid. Refinements (`.card.exercise-card`, `.stat-grid .stat-card`,
// a class under @media) are not definitions.
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const web = join(import.meta.dir, "../..", "web");

/** The classes `css` defines: top-level rules (outside any @-block) whose selector is `.name`. */
function definedClasses(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") {
      if (depth === 0) {
        for (const selector of text.slice(start, i).split(",")) {
          const m = /^\s*\.([\w-]+)\s*$/.exec(selector);
          if (m) found.push(m[1]!);
        }
      }
      depth++;
    } else if (text[i] === "}") {
      depth--;
      if (depth === 0) start = i + 1;
    } else if (text[i] === ";" && depth === 0) start = i + 1;
  }
  return found;
}

test("definedClasses finds top-level one-class rules only", () => {
  const css = `@import "x.css"; .a { color: red } .b, .c:hover { } .d .e { } .f.g { }
    @media (prefers-reduced-motion: reduce) { .h { } } /* .i { } */ .j{}`;
  expect(definedClasses(css)).toEqual(["a", "b", "j"]);
});

test("no class is defined in two stylesheets", () => {
  const owners = new Map<string, string[]>();
  for (const file of new Glob("**/*.css").scanSync(web)) {
    for (const name of new Set(definedClasses(readFileSync(join(web, file), "utf8")))) {
      owners.set(name, [...(owners.get(name) ?? []), file]);
    }
  }
  const twice = [...owners].filter(([, files]) => files.length > 1).map(([name, files]) => `.${name}: ${files.sort().join(", ")}`);
  expect(twice).toEqual([]);
});
