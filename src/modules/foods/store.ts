// Every query of the foods area: the food table's (a read-only file of its own, opened by
// table-file.ts) and the member database's rows a food is found among (the member's recent foods
// and own ingredients, the products looked up by barcode, the admin's online switch). Each is
// built once; rows come out by column name. search.ts, service.ts and barcode.ts hold the rules.
import type { Database, Statement } from "bun:sqlite";
import { and, desc, eq, gte, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { prepared } from "@db/prepared";
import { customIngredients, lookedUpFoods, mealIngredients, meals, settings, users } from "@db/schema";
import { FOOD_SEARCH } from "@shared/limits";

export type CustomRow = typeof customIngredients.$inferSelect;
/** A custom ingredient with its owner's first name ("" when they gave none; null for a former member's). */
export type OwnedCustomRow = CustomRow & { ownerFirstName: string | null };
export type LookedUpRow = typeof lookedUpFoods.$inferSelect;
export type LookedUpValues = typeof lookedUpFoods.$inferInsert;

/** A food the search may rank: its NDB number, rarity, food group, name's parts (table.ts, nameParts) and its portions' words. */
export type Candidate = { id: number; rarity: number; group: string; words: string; portionWords: string };
/** A food of the table as it is answered: its NDB number, name, nutrients per 100 g and portions (JSON). */
export type FoodRow = {
  id: number;
  name: string;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  portions: string;
};

type TableStatements = {
  match: Statement<Candidate, [string, number]>;
  matchAll: Statement<Candidate, [string, number]>;
  byNdb: Statement<FoodRow, [string]>;
  hasPrefix: Statement<{ found: number }, [string, string]>;
  isWord: Statement<{ found: number }, [string]>;
  words: Statement<{ word: string }, []>;
};

const tables = new WeakMap<Database, TableStatements>();

/** The food table's statements, built once per opened table. */
function statementsOf(table: Database): TableStatements {
  let statements = tables.get(table);
  if (statements === undefined) {
    statements = {
      // In the table's order of rarity (its rowid), so that a prefix matching thousands reads the everyday foods first.
      match: table.query(
        'SELECT f.ndb AS id, f.rarity, f.food_group AS "group", f.words, f.portion_words AS portionWords ' +
          "FROM foods_search JOIN foods f ON f.id = foods_search.rowid " +
          "WHERE foods_search MATCH ?1 ORDER BY foods_search.rowid LIMIT ?2",
      ),
      matchAll: table.query(
        'SELECT f.ndb AS id, f.rarity, f.food_group AS "group", f.words, f.portion_words AS portionWords FROM foods_search_all ' +
          "JOIN foods f ON f.id = foods_search_all.rowid WHERE foods_search_all MATCH ?1 ORDER BY foods_search_all.rowid LIMIT ?2",
      ),
      // A page of foods in one read: the numbers as a JSON array.
      byNdb: table.query(
        "SELECT ndb AS id, name, calories, protein, carbs, fat, fiber, sugar, " +
          "sodium, portions FROM foods WHERE ndb IN (SELECT value FROM json_each(?1))",
      ),
      hasPrefix: table.query("SELECT 1 AS found FROM words WHERE word >= ?1 AND word < ?2 LIMIT 1"),
      isWord: table.query("SELECT 1 AS found FROM words WHERE word = ?1"),
      words: table.query("SELECT word FROM words"),
    };
    tables.set(table, statements);
  }
  return statements;
}

/**
 * The foods whose names (with `portions`, their names or portions' words) match the FTS5
 * `expression`, at most `most`, the everyday ones first.
 */
export const matchingFoods = (table: Database, expression: string, most: number, portions = false): Candidate[] =>
  (portions ? statementsOf(table).matchAll : statementsOf(table).match).all(expression, most);

/** The foods of these NDB numbers, in the order asked; a number the table lacks is left out. */
export function foodsByNdb(table: Database, ndbs: number[]): FoodRow[] {
  if (ndbs.length === 0) return [];
  const byId = new Map(
    statementsOf(table)
      .byNdb.all(JSON.stringify(ndbs))
      .map((row) => [row.id, row]),
  );
  return ndbs.map((ndb) => byId.get(ndb)).filter((row): row is FoodRow => row !== undefined);
}

/** Whether a word of the table's names starts with `prefix`. */
export const hasWordStarting = (table: Database, prefix: string): boolean =>
  statementsOf(table).hasPrefix.get(prefix, `${prefix}\uffff`) !== null;

/** Whether `word` is a whole word of the table's names (of four letters or more). */
export const isTableWord = (table: Database, word: string): boolean => statementsOf(table).isWord.get(word) !== null;

/** Every word of the table's names worth correcting a typo into. */
export const tableWords = (table: Database): string[] =>
  statementsOf(table)
    .words.all()
    .map((r) => r.word);

const named = sql.placeholder;

const queries = prepared((conn) => ({
  // Through the member's meals by date (their index), newest first, one row per food.
  recent: conn
    .select({ foodId: mealIngredients.foodId })
    .from(meals)
    .innerJoin(mealIngredients, eq(mealIngredients.mealId, meals.id))
    .where(and(eq(meals.userId, named("userId")), gte(meals.date, named("since")), isNotNull(mealIngredients.foodId)))
    .groupBy(mealIngredients.foodId)
    .orderBy(desc(sql`max(${meals.date})`), desc(sql`max(${mealIngredients.id})`))
    .limit(FOOD_SEARCH.recent)
    .prepare(),
  // The foods other members added to their meals: the household's recent foods.
  othersRecent: conn
    .select({ foodId: mealIngredients.foodId })
    .from(meals)
    .innerJoin(mealIngredients, eq(mealIngredients.mealId, meals.id))
    .where(and(ne(meals.userId, named("userId")), gte(meals.date, named("since")), isNotNull(mealIngredients.foodId)))
    .groupBy(mealIngredients.foodId)
    .orderBy(desc(sql`max(${meals.date})`), desc(sql`max(${mealIngredients.id})`))
    .limit(FOOD_SEARCH.recent)
    .prepare(),
  // The member's own ingredients and the ones the household shares, with each owner's first name.
  visibleAll: conn
    .select({ row: customIngredients, ownerFirstName: users.firstName })
    .from(customIngredients)
    .leftJoin(users, eq(users.id, customIngredients.userId))
    .where(or(eq(customIngredients.userId, named("userId")), eq(customIngredients.shared, true)))
    .prepare(),
  // The member's own item before another's shared one with the same code.
  customByBarcode: conn
    .select()
    .from(customIngredients)
    .where(
      and(
        eq(customIngredients.barcode, named("barcode")),
        or(eq(customIngredients.userId, named("userId")), eq(customIngredients.shared, true)),
      ),
    )
    .orderBy(desc(sql`${customIngredients.userId} IS ${named("userId")}`), customIngredients.id)
    .limit(1)
    .prepare(),
  visibleCustom: conn
    .select()
    .from(customIngredients)
    .where(
      and(eq(customIngredients.id, named("id")), or(eq(customIngredients.userId, named("userId")), eq(customIngredients.shared, true))),
    )
    .prepare(),
  firstName: conn
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, named("id")))
    .prepare(),
  onlineSetting: conn.select({ value: settings.value }).from(settings).where(eq(settings.key, "foodLookupOnline")).prepare(),
  lookedUp: conn
    .select()
    .from(lookedUpFoods)
    .where(eq(lookedUpFoods.barcode, named("barcode")))
    .prepare(),
  // Several codes in one read: the codes as a JSON array.
  lookedUpMany: conn
    .select()
    .from(lookedUpFoods)
    .where(sql`${lookedUpFoods.barcode} IN (SELECT value FROM json_each(${named("barcodes")}))`)
    .prepare(),
  named: conn
    .select()
    .from(lookedUpFoods)
    .where(sql`lower(${lookedUpFoods.name}) LIKE ${named("pattern")} ESCAPE '\\'`)
    .orderBy(sql`length(${lookedUpFoods.name})`, lookedUpFoods.barcode)
    .limit(50)
    .prepare(),
}));

/** The ids of the foods the member added to meals dated `since` or later, the latest first. */
export const recentFoodIds = (conn: Conn, userId: number, since: string): string[] =>
  queries(conn)
    .recent.all({ userId, since })
    .map((r) => r.foodId!);

/** The ids of the foods other members added to meals dated `since` or later, the latest first. */
export const othersRecentFoodIds = (conn: Conn, userId: number, since: string): string[] =>
  queries(conn)
    .othersRecent.all({ userId, since })
    .map((r) => r.foodId!);

/** The custom ingredients the member sees (their own and the shared ones), each with its owner's first name. */
export const visibleCustomIngredients = (conn: Conn, userId: number): OwnedCustomRow[] =>
  queries(conn)
    .visibleAll.all({ userId })
    .map(({ row, ownerFirstName }) => ({ ...row, ownerFirstName: row.userId === null ? null : (ownerFirstName ?? "") }));

/** The custom ingredient `id` when the member sees it: their own or a shared one. */
export const visibleCustomIngredient = (conn: Conn, userId: number, id: number): CustomRow | undefined =>
  queries(conn).visibleCustom.get({ id, userId });

/** A member's first name ("" when they gave none); undefined when there is no such member. */
export const memberFirstName = (conn: Conn, id: number): string | undefined => {
  const row = queries(conn).firstName.get({ id });
  return row ? (row.firstName ?? "") : undefined;
};

/** The custom ingredient with this barcode the member sees, their own first. */
export const customIngredientByBarcode = (conn: Conn, userId: number, barcode: string): CustomRow | undefined =>
  queries(conn).customByBarcode.get({ barcode, userId });

/** The admin's switch for looking codes up online (/admin); undefined when never set. */
export const onlineLookupSetting = (conn: Conn): string | undefined => queries(conn).onlineSetting.get()?.value;

export const lookedUpRow = (conn: Conn, barcode: string): LookedUpRow | undefined => queries(conn).lookedUp.get({ barcode });

/** The products looked up with these codes, in no order. */
export const lookedUpRows = (conn: Conn, barcodes: string[]): LookedUpRow[] =>
  barcodes.length === 0 ? [] : queries(conn).lookedUpMany.all({ barcodes: JSON.stringify(barcodes) });

/** The products whose lower-case name is LIKE `pattern` (escaped with a backslash), shortest names first. */
export const lookedUpRowsNamed = (conn: Conn, pattern: string): LookedUpRow[] => queries(conn).named.all({ pattern });

/** Keeps a product looked up online, replacing what was kept of the same code. */
export function saveLookedUp(conn: Conn, values: LookedUpValues): void {
  const { barcode: _key, ...changes } = values;
  conn
    .insert(lookedUpFoods)
    .values(values)
    .onConflictDoUpdate({ target: lookedUpFoods.barcode, set: { ...changes, lookedUpAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } })
    .run();
}
