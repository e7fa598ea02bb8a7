// A food's portion as the screens write it (docs/behaviour/meals.md, "Meal ingredients"): scaled to
// the reader's portion of a family meal ('2 x 1 tablespoon' at a half reads '1 tbsp'), spoons
// abbreviated, and grams added only where the label does not already give them.
const ABBREVIATED: [RegExp, string][] = [
  [/^tablespoons?\b/i, "tbsp"],
  [/^teaspoons?\b/i, "tsp"],
];

const tidy = (n: number) => String(Math.round(n * 100) / 100);

/** '2 x 1 large' at `factor` 1 is '2 large'; '2 x 1 tablespoon' at 0.5 is '1 tbsp'; a label it cannot read, as it is. */
export function portionShown(portion: string, factor = 1): string {
  const m = /^(?:([\d.]+) x )?([\d.]+) (.+)$/.exec(portion.trim());
  if (!m) return portion;
  const count = (m[1] === undefined ? 1 : Number(m[1])) * Number(m[2]) * factor;
  if (!Number.isFinite(count) || count <= 0) return portion;
  let measure = m[3]!;
  for (const [word, short] of ABBREVIATED) measure = measure.replace(word, short);
  return `${tidy(count)} ${measure}`;
}

/** '1 cup (240 g)'; a label already ending in its grams ('1 serving (3 cookies (34 g))') as it is. */
export function withGrams(label: string, grams: string): string {
  return new RegExp(`\\(\\s*[^()]*\\b${grams.replace(".", "\\.")}\\s*g\\s*\\)+\\s*$`, "i").test(label) ? label : `${label} (${grams} g)`;
}
