// Meal Plan (/meals): a Sunday-first day selector over the current week, the day's summary, the
// Daily Macros panel (macro tracking on), Save Plan, Copy Previous, the meal cards and Add Meal;
// links to the week at a glance (/meals?week=, the strip's Sunday) and the shopping list.
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { addDays, today as localToday, toIsoDate, weekDates, weekdayName } from "@shared/dates";
import { weekdayMonthDay } from "@web/lib/words";
import type { Meal } from "@shared/meals/contract";
import { dailyExtras, dailyMacros } from "@shared/meals/rules";
import { progressPercent } from "@shared/progress";
import type { WriteMode } from "@shared/write-mode";
import { useAuth } from "@web/features/auth";
import { GoalBars, useGoals } from "@web/features/goals";
import type { ResolvedGoals } from "@shared/goals/contract";
import { hasAnyGoal } from "@shared/goals/rules";
import { EmptyState } from "@web/components/EmptyState";
import { BookIcon, CalendarIcon, ClipboardIcon, CopyIcon, ListIcon, PlusIcon, SaveIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { counted, ReplaceOrAddDialog } from "@web/components/ReplaceOrAdd";
import { ProgressBar } from "@web/components/ProgressBar";
import { useDateParam, weekFromSearch } from "@web/lib/date-param";
import { WeekdayStrip } from "@web/components/WeekdayStrip";
import { toast, toastError } from "@web/stores/toast";
import { AddMealPanel } from "./AddMealPanel";
import { failureText } from "./failure";
import { useMealActions, useMeals } from "./hooks";
import { MealCard } from "./MealCard";
import { MealWeek, weekLink } from "./MealWeek";
import "./meals.css";
import { Reveal } from "@web/components/Form";

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
        <ProgressBar label="Meals consumed" percent={progressPercent(consumed, meals.length)} />
      </div>
      <div className="card stat-card">
        <p className="stat-value">
          {prepped}/{ingredients.length}
        </p>
        <p className="stat-label">Ingredients prepped</p>
        <ProgressBar label="Ingredients prepped" percent={progressPercent(prepped, ingredients.length)} />
      </div>
    </section>
  );
}

/** The day's totals; with goals set, the day against them instead (docs/behaviour/meals.md, "Macro tracking"). */
function DailyMacros({ meals, goals }: { meals: Meal[]; goals: ResolvedGoals | null }) {
  const totals = dailyMacros(meals);
  const items = [
    { label: "Calories", value: String(totals.calories), unit: "" },
    { label: "Protein", value: String(totals.protein), unit: "g" },
    { label: "Carbs", value: String(totals.carbs), unit: "g" },
    { label: "Fat", value: String(totals.fat), unit: "g" },
  ];
  // Fibre, sugar and sodium only when an ingredient of the day gives them: unknown is not 0.
  const extras = dailyExtras(meals);
  if (extras.fiber !== null) items.push({ label: "Fiber", value: String(extras.fiber), unit: "g" });
  if (extras.sugar !== null) items.push({ label: "Sugar", value: String(extras.sugar), unit: "g" });
  if (extras.sodium !== null) items.push({ label: "Sodium", value: String(extras.sodium), unit: "mg" });
  return (
    <section className="card stack daily-macros" aria-labelledby="daily-macros-title">
      <h2 id="daily-macros-title" className="card-title">
        Daily Macros
      </h2>
      {goals && hasAnyGoal(goals) ? (
        <GoalBars meals={meals} goals={goals} />
      ) : (
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
      )}
      {totals.calories === 0 ? <p className="muted small">Add ingredients with macro data to see your daily totals</p> : null}
    </section>
  );
}

/** /meals shows one day, or with ?week=YYYY-MM-DD (a real date) the week from that date. */
export function MealPlanPage() {
  const week = weekFromSearch(useSearch());
  return week ? <MealWeek start={week} /> : <DayPlan />;
}

function DayPlan() {
  const [today] = useState(() => localToday());
  const [selected, setSelected] = useDateParam("/meals");
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const goals = useGoals(macroTracking).data?.resolved ?? null;
  const { data, error, isLoading, mutate } = useMeals(date);
  const actions = useMealActions(date);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<"save" | "copy" | null>(null);
  const [asking, setAsking] = useState(false);
  const [copyMode, setCopyMode] = useState<WriteMode | null>(null);
  const meals = data ?? [];

  const savePlan = async () => {
    setBusy("save");
    try {
      await actions.savePlan(meals);
      toast({ title: `Meal plan for ${day} saved successfully` });
    } catch (e) {
      toastError(`Failed to save meal plan: ${failureText(e)}`);
    } finally {
      setBusy(null);
    }
  };

  const previousDay = weekdayName(addDays(selected, -1));
  const copy = async (mode?: WriteMode) => {
    setBusy("copy");
    setCopyMode(mode ?? "append");
    try {
      const answer = await actions.copyPrevious(toIsoDate(addDays(selected, -1)), mode);
      setAsking(false);
      toast({ title: answer?.message ?? "Meals copied" });
    } catch (e) {
      toastError(`Failed to copy meals: ${failureText(e)}`);
    } finally {
      setBusy(null);
      setCopyMode(null);
    }
  };
  // Copying into a day that already has meals asks first (docs/behaviour/meals.md, "Save plan and copy previous").
  const copyPrevious = () => (meals.length > 0 ? setAsking(true) : void copy());
  const consumed = meals.filter((m) => m.isConsumed).length;

  const subtitle = weekdayMonthDay(selected);

  return (
    <Page title="Meal Plan" subtitle={subtitle}>
      <WeekdayStrip
        today={today}
        selected={selected}
        weekStart="sunday"
        navigable
        onSelect={(d) => {
          setSelected(d);
          setAdding(false);
          setAsking(false);
        }}
      />

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to load meals: {failureText(error, "Failed to fetch meals")}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <Summary meals={meals} />
          {macroTracking ? <DailyMacros meals={meals} goals={goals} /> : null}

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
            <Link href={weekLink(toIsoDate(weekDates(selected, "sunday")[0]!))} className="meal-link">
              <CalendarIcon size={18} />
              Week
            </Link>
            <Link href="/shopping-list" className="meal-link">
              <ClipboardIcon size={18} />
              Shopping List
            </Link>
          </nav>

          {meals.length === 0 ? (
            <EmptyState title={`No meals planned for ${day}`} hint="Add a meal below or copy from the previous day" />
          ) : (
            <div className="meal-list">
              {meals.map((meal) => (
                <MealCard
                  key={meal.id}
                  date={date}
                  meal={meal}
                  macroTracking={macroTracking}
                  calorieGoal={goals?.calories ?? null}
                  memberId={user?.id}
                />
              ))}
            </div>
          )}

          {adding ? (
            <Reveal>
              <AddMealPanel date={date} onClose={() => setAdding(false)} />
            </Reveal>
          ) : (
            <button type="button" className="btn add-dashed" onClick={() => setAdding(true)}>
              <PlusIcon size={20} />
              Add Meal
            </button>
          )}
        </>
      )}

      <ReplaceOrAddDialog
        open={asking}
        title={`${day} already has meals`}
        description={`Copy ${previousDay}'s meals in their place, or next to them?`}
        replaceHint={`Remove the ${counted(meals.length, "meal", "meals")} planned for ${day} first.${consumed > 0 ? ` ${counted(consumed, "consumed meal", "consumed meals")} will be lost.` : ""}`}
        replaceLoses={consumed > 0}
        addHint={`Keep them and add ${previousDay}'s meals too.`}
        busy={copyMode}
        onChoose={(mode) => void copy(mode)}
        onCancel={() => setAsking(false)}
      />
    </Page>
  );
}
