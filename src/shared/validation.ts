// Turns a zod failure into the one sentence the API answers with and the forms show. Our own
// messages already name the field in the words of the form; zod's defaults get the field's name
// in words ('Body fat', 'Weight of exercise 1'), never a path such as `data.exercises.0.weight`.
import type { z } from "zod";

/** 'bodyFat' -> 'body fat', 'caloriesPerUnit' -> 'calories per unit'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

/** A path in words: the field, then the list items it sits in ('weight of exercise 1'). */
export function fieldWords(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let field: string | null = null;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === "number") {
      const list = path[i - 1];
      // 'exercises' -> 'exercise 1'
      const item = typeof list === "string" ? words(list).replace(/ies$/, "y").replace(/s$/, "") : "item";
      parts.push(`${item} ${key + 1}`);
      i--;
    } else if (field === null) {
      field = words(String(key));
    }
  }
  const name = [field, ...parts].filter(Boolean).join(" of ");
  return name ? name[0]!.toUpperCase() + name.slice(1) : "";
}

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  // Messages we wrote ourselves already name the field; zod's defaults do not.
  if (issue.code === "custom" || !/^(Invalid|Expected|Too|Unrecognized)/i.test(issue.message)) {
    return issue.message;
  }
  const field = fieldWords(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The first message for each of `fields`, by the first key of each issue's path, to show under
 * the form's fields; issues of other keys are left out. `field` maps an API key to the form's
 * field where the two differ ('caloriesPerUnit' is the Calories input).
 */
export function fieldMessages<K extends string>(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fields: readonly K[],
  field: (key: string) => string = (key) => key,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    const name = field(key);
    if ((fields as readonly string[]).includes(name)) found[name as K] ??= issue.message;
  }
  return found;
}
