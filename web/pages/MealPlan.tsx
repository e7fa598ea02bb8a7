// Meal Plan (/meals): a Sunday-first day selector over the current week, the day's summary, the
// Daily Macros panel (macro tracking on), Save Plan, Copy Previous, the meal cards and Add Meal.
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Link } from "wouter";
import { addDays, toIsoDate, weekdayName } from "../../src/shared/dates";
import { dailyMacros, type Meal } from "../../src/shared/meals";
import { useAuth } from "../api/auth";
import { failureText, MEAL_TEMPLATES_KEY, mealsApi, useMeals } from "../api/meals";
import { Loading } from "../components/Loading";
import { Page } from "../components/Page";
import { WeekdayStrip } from "../components/WeekdayStrip";
import { toast, toastError } from "../stores/toast";
import { AddMealPanel } from "./meals/AddMealPanel";
import { ProgressBar } from "../components/ProgressBar";
import { BookIcon, CopyIcon, ListIcon, PlusIcon, SaveIcon } from "../components/Icons";
import { MealCard } from "./meals/MealCard";
import "./meals/meals.css";

function Summary({ meals }: { meals: Meal[] }) {
  const consumed = meals.filter((m) => m.isConsumed).length;
  const ingredients = meals.flatMap((m) => m.ingredients);
  const prepped = ingredients.filter((i) => i.isPrepped).length;
  return (
    <section className="meal-summary" aria-label="Summary">
      <div className="card stat-card">
        <p className="stat-value">
          {consumed}/{meals.length}
        </p>
        <p className="stat-label">Meals consumed</p>
        <ProgressBar label="Meals consumed" percent={meals.length ? (consumed / meals.length) * 100 : 0} />
      </div>
      <div className="card stat-card">
        <p className="stat-value">
          {prepped}/{ingredients.length}
        </p>
        <p className="stat-label">Ingredients prepped</p>
        <ProgressBar label="Ingredients prepped" percent={ingredients.length ? (prepped / ingredients.length) * 100 : 0} />
      </div>
    </section>
  );
}

function DailyMacros({ meals }: { meals: Meal[] }) {
  const totals = dailyMacros(meals);
  const items = [
    { label: "Calories", value: String(totals.calories), unit: "" },
    { label: "Protein", value: String(totals.protein), unit: "g" },
    { label: "Carbs", value: String(totals.carbs), unit: "g" },
    { label: "Fat", value: String(totals.fat), unit: "g" },
  ];
  return (
    <section className="card stack daily-macros" aria-labelledby="daily-macros-title">
      <h2 id="daily-macros-title" className="card-title">
        Daily Macros
      </h2>
      <dl className="macro-grid">
        {items.map((item) => (
          <div key={item.label} className="macro-tile">
            <dt>{item.label}</dt>
            <dd>
              {item.value}
              {item.unit ? <span className="macro-unit">{item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {totals.calories === 0 ? <p className="muted small">Add ingredients with macro data to see your daily totals</p> : null}
    </section>
  );
}

export function MealPlanPage() {
  const [today] = useState(() => new Date());
  const [selected, setSelected] = useState<Date>(today);
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useMeals(date);
  const { mutate: mutateKey } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<"save" | "copy" | null>(null);
  const meals = data ?? [];

  const refresh = () => mutate();

  /** Shows a change at once, then the server's truth; a failure restores the list and rethrows. */
  const change = (mealId: number) => async (optimistic: (meal: Meal) => Meal, call: () => Promise<unknown>) => {
    await mutate(
      async () => {
        await call();
        return undefined;
      },
      {
        optimisticData: (current) => (current ?? []).map((m) => (m.id === mealId ? optimistic(m) : m)),
        populateCache: false,
        revalidate: true,
        rollbackOnError: true,
      },
    );
  };

  const savePlan = async () => {
    setBusy("save");
    try {
      await mealsApi.savePlan(date, meals);
      await refresh();
      toast({ title: `Meal plan for ${day} saved successfully` });
    } catch (e) {
      toastError(`Failed to save meal plan: ${failureText(e)}`);
    } finally {
      setBusy(null);
    }
  };

  const copyPrevious = async () => {
    setBusy("copy");
    try {
      const answer = await mealsApi.copyPrevious(toIsoDate(addDays(selected, -1)), date);
      await refresh();
      toast({ title: answer?.message ?? "Meals copied" });
    } catch (e) {
      toastError(`Failed to copy meals: ${failureText(e)}`);
    } finally {
      setBusy(null);
    }
  };

  const subtitle = selected.toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric" });

  return (
    <Page title="Meal Plan" subtitle={subtitle}>
      <WeekdayStrip
        today={today}
        selected={selected}
        weekStart="sunday"
        onSelect={(d) => {
          setSelected(d);
          setAdding(false);
        }}
      />

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to load meals: {failureText(error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void refresh()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <Summary meals={meals} />
          {macroTracking ? <DailyMacros meals={meals} /> : null}

          <div className="meal-actions">
            <button type="button" className="btn btn-secondary" disabled={meals.length === 0 || busy !== null} onClick={savePlan}>
              <SaveIcon size={18} />
              {busy === "save" ? "Saving..." : "Save Plan"}
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={copyPrevious}>
              <CopyIcon size={18} />
              {busy === "copy" ? "Copying..." : "Copy Previous"}
            </button>
          </div>
          <nav className="meal-links" aria-label="Meal tools">
            <Link href="/ingredients" className="meal-link">
              <ListIcon size={18} />
              My Ingredients
            </Link>
            <Link href="/meal-library" className="meal-link">
              <BookIcon size={18} />
              Meal Library
            </Link>
          </nav>

          {meals.length === 0 ? (
            <div className="card empty stack center">
              <p className="empty-title">No meals planned for {day}</p>
              <p className="muted small">Add a meal below or copy from the previous day</p>
            </div>
          ) : (
            <div className="meal-list">
              {meals.map((meal) => (
                <MealCard
                  key={meal.id}
                  meal={meal}
                  macroTracking={macroTracking}
                  change={change(meal.id)}
                  refresh={refresh}
                  // Drop the cached library, not just revalidate it: with the add panel closed
                  // nothing reads the key, and the library screen and panel would show the old list.
                  onLibraryChanged={() => void mutateKey(MEAL_TEMPLATES_KEY, undefined, { revalidate: true })}
                />
              ))}
            </div>
          )}

          {adding ? (
            <AddMealPanel date={date} onAdded={refresh} onClose={() => setAdding(false)} />
          ) : (
            <button type="button" className="btn add-dashed" onClick={() => setAdding(true)}>
              <PlusIcon size={20} />
              Add Meal
            </button>
          )}
        </>
      )}
    </Page>
  );
}
