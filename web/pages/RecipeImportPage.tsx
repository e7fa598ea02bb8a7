// Import Recipe (/recipes/import): a recipe page's address or its pasted HTML read by the server
// into a preview, each ingredient line with the food and grams it matched; the cook fixes a line by
// searching a food, picks the servings and the meal time, and saves it to the meal library
// (docs/behaviour/recipes.md, "Import"). A page of its own: it joins the recipes' preview, the
// food search and the meal library's save.
import { useState } from "react";
import { useLocation } from "wouter";
import type { RecipePreview } from "@shared/recipes/contract";
import { libraryMealBody } from "@shared/recipes/rules";
import { fromTimeInput } from "@shared/time";
import { BackLink } from "@web/components/BackLink";
import { Field } from "@web/components/Field";
import { TextAreaField } from "@web/components/FormFields";
import { Page } from "@web/components/Page";
import { choiceBody, FoodFinder, type FoodChoice } from "@web/features/foods";
import { failureText } from "@web/lib/failure";
import { toast, toastError } from "@web/stores/toast";
import type { NewLibraryMeal } from "@shared/meal-library/contract";
import { useMealLibraryActions } from "@web/features/meal-library";
import { recipesApi, ServesStepper } from "@web/features/recipes";

function Line({
  line,
  fix,
  onFix,
}: {
  line: RecipePreview["ingredients"][number];
  fix: FoodChoice | null;
  onFix: (choice: FoodChoice | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const matched = fix ? fix.food.name : line.foodName;
  const grams = fix ? null : line.grams;
  return (
    <li className={`recipe-line${line.foodId || fix ? "" : " recipe-line-unmatched"}`}>
      <span>{line.text}</span>
      <span className="small muted">
        {line.quantity === null
          ? "Goes into the notes"
          : matched
            ? `${matched}${grams !== null ? ` · ${grams} g` : ""}`
            : "No food matched: saved as written, without nutrition"}
      </span>
      {line.quantity !== null ? (
        <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {`Fix ${line.text}`}
        </button>
      ) : null}
      {open ? (
        <FoodFinder
          choice={fix}
          macroTracking
          onChoose={(choice) => {
            onFix(choice);
          }}
        />
      ) : null}
    </li>
  );
}

export function RecipeImportPage() {
  const [, navigate] = useLocation();
  const library = useMealLibraryActions();
  const [url, setUrl] = useState("");
  const [html, setHtml] = useState("");
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RecipePreview | null>(null);
  const [fixes, setFixes] = useState<(FoodChoice | null)[]>([]);
  const [servings, setServings] = useState(1);
  const [time, setTime] = useState("18:00");
  const [error, setError] = useState<string | null>(null);

  const read = async (input: { url: string } | { html: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await recipesApi.preview(input);
      setPreview(answer);
      setServings(answer.servings);
      setFixes(answer.ingredients.map(() => null));
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!preview) return;
    const bodies = fixes.map((f) => (f ? choiceBody(f) : null));
    setBusy(true);
    try {
      const body = libraryMealBody({ ...preview, servings }, fromTimeInput(time) ?? "18:00", bodies);
      const saved = await library.save(body as NewLibraryMeal);
      toast({ title: `"${saved.name}" saved to the meal library` });
      navigate("/meal-library");
    } catch (e) {
      toastError(`Failed to save the recipe: ${failureText(e)}`);
      setBusy(false);
    }
  };

  return (
    <Page title="Import Recipe" subtitle={<BackLink href="/meal-library">Back to Meal Library</BackLink>}>
      <form
        className="recipe"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) void read({ url: url.trim() });
        }}
      >
        <Field label="Recipe page address" type="url" value={url} placeholder="https://…" onChange={(e) => setUrl(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy || !url.trim()}>
          Read recipe
        </button>
        <TextAreaField label="Or paste the page's HTML" value={html} onChange={(e) => setHtml(e.target.value)} />
        <button type="button" className="btn btn-secondary" disabled={busy || !html.trim()} onClick={() => void read({ html })}>
          Read pasted page
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {preview ? (
        <section className="card recipe" aria-label="Recipe preview">
          <h2>{preview.name}</h2>
          <ServesStepper servings={servings} onChange={setServings} />
          <Field label="Meal time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          <ul className="recipe-lines" aria-label="Ingredient lines">
            {preview.ingredients.map((line, k) => (
              <Line
                key={k}
                line={line}
                fix={fixes[k] ?? null}
                onFix={(choice) => setFixes((list) => list.map((f, i) => (i === k ? choice : f)))}
              />
            ))}
          </ul>
          {preview.steps.length ? (
            <ol className="recipe-steps" aria-label="Steps">
              {preview.steps.map((s, k) => (
                <li key={k}>{s}</li>
              ))}
            </ol>
          ) : null}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
            Save to Meal Library
          </button>
        </section>
      ) : null}
    </Page>
  );
}
