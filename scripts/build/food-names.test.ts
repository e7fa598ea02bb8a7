// The short names a shopping list shows, made at build time from the USDA descriptions
// (docs/behaviour/meals.md, "Shopping list").
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { keptNames, SHORT_NAME_EXCEPTIONS } from "./food-name-exceptions";
import { foodNamesText, segmentsOf, shortName } from "./food-names";
import { FOODS_SOURCE } from "./foods-db";

const short = (description: string) => shortName(description).short;

describe("short names", () => {
  test("a kind's first word gives way to the food; a meat keeps its cut; a noun takes its kind before it", () => {
    expect(short("Fish, salmon, Atlantic, farmed, raw")).toBe("Salmon");
    expect(short("Chicken, broilers or fryers, breast, skinless, boneless, meat only, raw")).toBe("Chicken breast");
    expect(short("Cheese, blue")).toBe("Blue cheese");
    expect(short("Oil, olive, salad or cooking")).toBe("Olive oil");
    expect(short("Beans, black, mature seeds, raw")).toBe("Black beans");
    expect(short("Rice, white, long-grain, regular, raw, enriched")).toBe("White rice");
    expect(short("Mushrooms, white, raw")).toBe("White mushrooms");
    // A state of the food is not its kind.
    expect(short("Cabbage, raw")).toBe("Cabbage");
    expect(short("Sweet potato, raw, unprepared (Includes foods for USDA's Food Distribution Program)")).toBe("Sweet potato");
  });

  test("mince reads as it is bought, and a country, a grade or a way of cooking is never the cut", () => {
    expect(short("Beef, ground, 90% lean meat / 10% fat, raw")).toBe("Ground beef");
    expect(short("Lamb, ground, raw")).toBe("Ground lamb");
    expect(short("Lamb, Australian, imported, fresh, leg, whole (shank and sirloin), separable lean only, raw")).toBe("Lamb leg");
    expect(short("Lamb, New Zealand, imported, frozen, loin chop, separable lean only, raw")).toBe("Frozen lamb loin chop");
    expect(short("Chicken, broilers or fryers, dark meat, thigh, meat only, raw")).toBe("Chicken thigh");
    expect(shortName("Chicken, broilers or fryers, meat only, cooked, fried")).toEqual({ short: "Chicken", used: 1 });
    expect(short('Beef, chuck, arm pot roast, separable lean only, trimmed to 1/8" fat, choice, raw')).toBe("Beef chuck");
  });

  test("sauces, sugars, syrups and leavening read by their kind, the noun once and singular", () => {
    expect(short("Sauce, worcestershire")).toBe("Worcestershire sauce");
    expect(short("Sauce, tomato chili sauce, bottled, with salt")).toBe("Tomato chili sauce");
    expect(short("Sauce, homemade, white, medium")).toBe("Sauce");
    expect(short("Sugars, powdered")).toBe("Powdered sugar");
    expect(short("Syrups, maple")).toBe("Maple syrup");
    expect(short("Leavening agents, yeast, baker's, active dry")).toBe("Yeast");
    expect(short("Bread, rye")).toBe("Rye bread");
    expect(short("Bread, cornbread, dry mix, enriched")).toBe("Cornbread");
    expect(short("Rolls, dinner, plain, commercially prepared")).toBe("Dinner rolls");
    expect(short("Noodles, japanese, soba, dry")).toBe("Japanese noodles");
    expect(short("Chocolate, dark, 70-85% cacao solids")).toBe("Dark chocolate");
    expect(short("Salad dressing, ranch dressing, reduced fat")).toBe("Ranch dressing");
    expect(short("Salad dressing, caesar, fat-free")).toBe("Caesar dressing");
    expect(short("Salad dressing, mayonnaise, light")).toBe("Mayonnaise");
    expect(short("Alcoholic Beverage, wine, table, red, Syrah")).toBe("Wine");
  });

  test("shellfish and small fish bought by the dozen read in the plural", () => {
    expect(short("Mollusks, mussel, blue, raw")).toBe("Mussels");
    expect(short("Mollusks, oyster, Pacific, raw")).toBe("Oysters");
    expect(short("Fish, sardine, Pacific, canned in tomato sauce, drained solids with bone")).toBe("Canned sardines");
    expect(short("Mollusks, squid, mixed species, raw")).toBe("Squid");
  });

  test("a canned, frozen or dried food says so, as it is bought apart from the fresh one", () => {
    expect(short("Broccoli, frozen, spears, unprepared")).toBe("Frozen broccoli");
    expect(short("Fish, tuna, white, canned in water, drained solids")).toBe("Canned tuna");
    expect(short("Apricots, dried, sulfured, uncooked")).toBe("Dried apricots");
    expect(short("Orange juice, frozen concentrate, unsweetened, undiluted")).toBe("Frozen orange juice");
    expect(shortName("Beans, snap, green, canned, regular pack, solids and liquids")).toEqual({ short: "Canned snap beans", used: 2 });
    // Named once; nuts and seeds are all sold dried; a brand stays as written.
    expect(short("Frozen novelties, ice type, lime")).toBe("Frozen novelties");
    expect(short("Nuts, pine nuts, dried")).toBe("Pine nuts");
    expect(short("KASHI Pizza, frozen, unprepared")).toBe("KASHI Pizza");
  });

  test("the table kept by hand refuses a malformed row, naming its line", () => {
    expect(keptNames("# note\n01123\tEggs\tEgg, whole, raw, fresh\n")).toEqual([
      { ndb: "01123", short: "Eggs", description: "Egg, whole, raw, fresh" },
    ]);
    expect(() => keptNames("1123\tEggs\tEgg, whole, raw, fresh")).toThrow("line 1: a USDA number is five digits");
    expect(() => keptNames(`01123\t${"x".repeat(41)}\tEgg, whole, raw, fresh`)).toThrow("a short name is 1 to 40 characters");
    expect(() => keptNames("01123\tEggs")).toThrow("the USDA description is missing");
    expect(() => keptNames("01123\tEggs\tEgg\n01123\tEgg\tEgg")).toThrow("line 2: the food is named twice");
  });

  test("never longer than a shopper reads at a glance", () => {
    expect(
      short("Beverages, carbonated, low calorie, other than cola or pepper, with aspartame, contains caffeine").length,
    ).toBeLessThanOrEqual(40);
  });
});

/**
 * Everyday foods (the graded search queries' answers and the first results of common shopping
 * words), by USDA description or number, and what a cook writes for each on a paper list.
 */
const GRADED: [string, string][] = [
  ["Egg, whole, raw, fresh", "Eggs"],
  ["Egg, whole, cooked, scrambled", "Eggs"],
  ["Egg, white, raw, fresh", "Egg whites"],
  ["Milk, whole, 3.25% milkfat, with added vitamin D", "Whole milk"],
  ["01085", "Skimmed milk"],
  ["Butter, salted", "Butter"],
  ["Butter, without salt", "Unsalted butter"],
  ["Cheese, cheddar", "Cheddar"],
  ["Cheese, parmesan, grated", "Parmesan"],
  ["Cheese, mozzarella, whole milk", "Mozzarella"],
  ["Cheese, cream", "Cream cheese"],
  ["Cheese, cottage, creamed, large or small curd", "Cottage cheese"],
  ["Cream, sour, cultured", "Sour cream"],
  ["Cream, fluid, heavy whipping", "Heavy cream"],
  ["Cream, fluid, half and half", "Half and half"],
  ["Yogurt, Greek, plain, whole milk", "Greek yogurt"],
  ["05062", "Chicken breast"],
  ["05096", "Chicken thigh"],
  ["05071", "Chicken drumsticks"],
  ["Chicken, broilers or fryers, wing, meat only, raw", "Chicken wings"],
  ["Chicken, ground, raw", "Ground chicken"],
  ["Beef, ground, 85% lean meat / 15% fat, raw", "Ground beef 85%"],
  ["Beef, ground, 80% lean meat / 20% fat, raw", "Ground beef 80%"],
  ["23611", "Sirloin steak"],
  ["23093", "Stewing beef"],
  ["Pork, cured, bacon, unprepared", "Bacon"],
  ["Pork, fresh, ground, raw", "Ground pork"],
  ["10066", "Pork chops"],
  ["Ground turkey, raw", "Ground turkey"],
  ["Turkey, breast, from whole bird, meat only, raw", "Turkey breast"],
  ["Fish, salmon, Atlantic, farmed, raw", "Salmon"],
  ["Fish, tuna, light, canned in water, drained solids", "Canned tuna"],
  ["Fish, cod, Atlantic, raw", "Cod"],
  ["15149", "Shrimp"],
  ["Bananas, raw", "Bananas"],
  ["Apples, raw, with skin", "Apples"],
  ["Lemons, raw, without peel", "Lemons"],
  ["Avocados, raw, all commercial varieties", "Avocados"],
  ["Strawberries, frozen, unsweetened", "Frozen strawberries"],
  ["Onions, raw", "Onions"],
  ["Garlic, raw", "Garlic"],
  ["Carrots, raw", "Carrots"],
  ["Potatoes, flesh and skin, raw", "Potatoes"],
  ["Tomatoes, red, ripe, raw, year round average", "Tomatoes"],
  ["Peppers, sweet, red, raw", "Red pepper"],
  ["Squash, summer, zucchini, includes skin, raw", "Courgette"],
  ["Lettuce, cos or romaine, raw", "Romaine lettuce"],
  ["Spinach, raw", "Spinach"],
  ["Spinach, frozen, chopped or leaf, unprepared", "Frozen spinach"],
  ["Peas, green, frozen, unprepared", "Frozen peas"],
  ["Broccoli, raw", "Broccoli"],
  ["Mushrooms, white, raw", "Mushrooms"],
  ["Tomatoes, red, ripe, canned, packed in tomato juice", "Canned tomatoes"],
  ["Tomato products, canned, paste, without salt added", "Tomato paste"],
  ["Beans, black, mature seeds, raw", "Dried black beans"],
  ["Beans, black turtle, mature seeds, canned", "Canned black beans"],
  ["16058", "Canned chickpeas"],
  ["Lentils, raw", "Lentils"],
  ["Rice, white, long-grain, regular, raw, enriched", "White rice"],
  ["Rice, brown, long-grain, raw", "Brown rice"],
  ["Pasta, dry, enriched", "Pasta"],
  ["Noodles, egg, dry, enriched", "Egg noodles"],
  ["Cereals, oats, regular and quick, not fortified, dry", "Oats"],
  ["Wheat flour, white, all-purpose, enriched, bleached", "Plain flour"],
  ["18069", "White bread"],
  ["Bread, whole-wheat, commercially prepared", "Wholemeal bread"],
  ["Sugars, granulated", "Sugar"],
  ["Sugars, brown", "Brown sugar"],
  ["Leavening agents, baking soda", "Baking soda"],
  ["Oil, olive, salad or cooking", "Olive oil"],
  ["Oil, canola", "Canola oil"],
  ["Salad dressing, mayonnaise, regular", "Mayonnaise"],
  ["Catsup", "Ketchup"],
  ["Mustard, prepared, yellow", "Mustard"],
  ["16123", "Soy sauce"],
  ["Vinegar, balsamic", "Balsamic vinegar"],
  ["Honey", "Honey"],
  ["Peanut butter, smooth style, with salt", "Peanut butter"],
  ["Nuts, almonds", "Almonds"],
  ["Salt, table", "Salt"],
  ["Spices, pepper, black", "Black pepper"],
  ["Spices, cinnamon, ground", "Cinnamon"],
  ["Spices, cumin seed", "Cumin"],
  ["Soup, chicken broth, ready-to-serve", "Chicken broth"],
  ["Tofu, raw, firm, prepared with calcium sulfate", "Firm tofu"],
  // Named by the rule, not by hand.
  ["Fish, tilapia, raw", "Tilapia"],
  ["Cheese, fontina", "Fontina cheese"],
  ["Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled", "Ground beef"],
  ["Chicken, broilers or fryers, dark meat, drumstick, meat only, cooked, roasted", "Chicken drumstick"],
  ["Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted", "Pork loin"],
  ["Sauce, barbecue, KRAFT, original", "Barbecue sauce"],
  ["Sauce, tomato chili sauce, bottled, with salt", "Tomato chili sauce"],
  ["Syrups, corn, high-fructose", "Corn syrup"],
  ["Leavening agents, cream of tartar", "Cream of tartar"],
];

const source = new TextDecoder().decode(Bun.gunzipSync(readFileSync(FOODS_SOURCE)));
/** Every food's name in the table the build makes, by USDA number. */
const table = new Map(
  foodNamesText(source)
    .split("\n")
    .map((line) => line.split("\t").slice(0, 2) as [string, string]),
);
/** Every food's USDA number, by its description. */
const ndbOf = new Map(
  source
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([ndb = "", , description = ""]) => [description, ndb]),
);

/** How a food is sold, from its description: the forms a cook buys as different items. */
const formOf = (description: string) => {
  const words = segmentsOf(description).join(" ").toLowerCase();
  if (/\bcanned\b/.test(words)) return "canned";
  if (/\bfrozen\b/.test(words)) return "frozen";
  if (/\b(dried|dehydrated|freeze-dried)\b/.test(words)) return "dried";
  return "fresh";
};

describe("the short names a shopping list shows for everyday foods", () => {
  test("at least 300 foods keep a name by hand, each within the limit", () => {
    expect(SHORT_NAME_EXCEPTIONS.size).toBeGreaterThanOrEqual(300);
    for (const kept of SHORT_NAME_EXCEPTIONS.values()) expect(kept.short.length).toBeLessThanOrEqual(40);
  });

  test("the graded everyday foods read as a cook writes them", () => {
    expect(GRADED.length).toBeGreaterThanOrEqual(60);
    const wrong = GRADED.flatMap(([food, expected]) => {
      const ndb = /^\d{5}$/.test(food) ? food : ndbOf.get(food);
      const got = ndb ? table.get(ndb) : undefined;
      return got === expected ? [] : [`${food}: "${got}", not "${expected}"`];
    });
    console.log(`short names: ${GRADED.length - wrong.length} of ${GRADED.length} graded foods as expected`);
    expect(wrong).toEqual([]);
  });

  test("no two foods kept by hand share a name when one is canned, frozen or dried and the other is not", () => {
    const forms = new Map<string, Set<string>>();
    for (const kept of SHORT_NAME_EXCEPTIONS.values()) {
      const seen = forms.get(kept.short) ?? new Set<string>();
      seen.add(`${formOf(kept.description)}: ${kept.description}`);
      forms.set(kept.short, seen);
    }
    const mixed = [...forms].filter(([, seen]) => new Set([...seen].map((s) => s.split(":")[0])).size > 1);
    expect(mixed.map(([name, seen]) => `${name}: ${[...seen].join(" | ")}`)).toEqual([]);
  });
});
