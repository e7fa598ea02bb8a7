// Meal Library (/meal-library): saved meals with search and a category filter, View Meal and Edit
// Meal dialogs, and delete with confirmation. Macro totals appear only with macro tracking on.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { LibraryMeal } from "@shared/meal-library/contract";
import { LIBRARY_CATEGORIES } from "@shared/meal-library/rules";
import { displayTime } from "@shared/time";
import { useAuth } from "@web/features/auth";
import { BackLink } from "@web/components/BackLink";
import { HouseholdName } from "@web/features/household";
import { ownerName } from "@shared/household/rules";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { EmptyState } from "@web/components/EmptyState";
import { IconAction } from "@web/components/IconAction";
import { EyeIcon, PencilIcon, TrashIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { SearchBox } from "@web/components/SearchBox";
import { toast, toastError } from "@web/stores/toast";
import { EditLibraryMeal } from "./EditLibraryMeal";
import { matchesLibraryFilter } from "./filter";
import { useLibraryMeals, useMealLibraryActions } from "./hooks";
import { CategoryBadges, ingredientsOf, MacroBadges } from "./LibraryMealParts";
import { ViewLibraryMeal } from "./ViewLibraryMeal";
import "./meal-library.css";
import { count } from "@web/lib/words";

export function MealLibraryPage() {
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useLibraryMeals(true);
  const { remove: removeLibraryMeal, refresh, copy, shareAll } = useMealLibraryActions();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [viewing, setViewing] = useState<LibraryMeal | null>(null);
  const [editing, setEditing] = useState<LibraryMeal | null>(null);
  const [deleting, setDeleting] = useState<LibraryMeal | null>(null);
  const [busy, setBusy] = useState(false);

  const all = data ?? [];
  const shown = useMemo(() => all.filter((t) => matchesLibraryFilter(t, search, category)), [all, search, category]);

  const mine = (t: LibraryMeal) => t.owner?.id === user?.id;
  const privateCount = all.filter((t) => mine(t) && !t.shared).length;

  const saveCopy = async (t: LibraryMeal) => {
    try {
      await copy(t.id);
      toast({ title: `${t.name} copied to your library` });
    } catch {
      toastError("Failed to copy meal");
    }
  };

  const shareMine = async () => {
    setBusy(true);
    try {
      const shared = await shareAll();
      toast({ title: shared === 1 ? "1 meal shared with the household" : `${shared} meals shared with the household` });
    } catch {
      toastError("Failed to share meals");
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeLibraryMeal(deleting.id);
      setDeleting(null);
      await refresh();
      toast({ title: "Meal deleted from library" });
    } catch {
      toastError("Failed to delete meal");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title="Meal Library"
      subtitle={
        <>
          <HouseholdName />
          <span className="library-links">
            <BackLink href="/meals">Back to Meal Plan</BackLink>
            <Link href="/recipes/import" className="btn btn-secondary btn-sm">
              Import Recipe
            </Link>
          </span>
        </>
      }
    >
      {privateCount > 0 ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => void shareMine()} disabled={busy}>
          {`Share all of mine (${privateCount})`}
        </button>
      ) : null}
      <div className="filter-row">
        <SearchBox label="Search meals" placeholder="Search meals..." value={search} onChange={setSearch} />
        <select className="input" aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="all">All Categories</option>
          {LIBRARY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to fetch meal templates</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : shown.length === 0 ? (
        all.length > 0 ? (
          <EmptyState title="No meals found matching your criteria" />
        ) : (
          <EmptyState title="No meals in your library yet" hint="Create meals in the Meals tab and save them to your library" />
        )
      ) : (
        <div className="library-list">
          {shown.map((t) => (
            <article key={t.id} className="card library-card" aria-label={t.name}>
              <div className="library-card-head">
                <div className="library-card-title">
                  <h2 className="card-title">{t.name}</h2>
                  <p className="muted small">
                    {displayTime(t.data?.meal?.time ?? "")} · {count(ingredientsOf(t).length, "ingredient")}
                  </p>
                  <p className="muted small">{mine(t) ? (t.shared ? "Shared" : "Private") : `From ${ownerName(t.owner)}`}</p>
                </div>
                <div className="library-card-actions">
                  <IconAction label={`View ${t.name}`} hint="View meal" icon={<EyeIcon size={19} />} onClick={() => setViewing(t)} />
                  {mine(t) ? (
                    <>
                      <IconAction label={`Edit ${t.name}`} hint="Edit meal" icon={<PencilIcon size={19} />} onClick={() => setEditing(t)} />
                      <IconAction
                        label={`Delete ${t.name}`}
                        hint="Delete meal"
                        icon={<TrashIcon size={19} />}
                        onClick={() => setDeleting(t)}
                        danger
                      />
                    </>
                  ) : null}
                </div>
              </div>
              {mine(t) ? null : (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => void saveCopy(t)}
                  aria-label={`Save a copy of ${t.name}`}
                >
                  Save a copy
                </button>
              )}
              <CategoryBadges categories={t.categories} />
              {macroTracking ? <MacroBadges ingredients={ingredientsOf(t)} /> : null}
            </article>
          ))}
        </div>
      )}

      {viewing ? <ViewLibraryMeal libraryMeal={viewing} macroTracking={macroTracking} onClose={() => setViewing(null)} /> : null}
      {editing ? <EditLibraryMeal libraryMeal={editing} macroTracking={macroTracking} onClose={() => setEditing(null)} /> : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Meal"
        description="Are you sure you want to delete this meal from your library?"
        actions={<DeleteActions busy={busy} onCancel={() => setDeleting(null)} onDelete={remove} />}
      />
    </Page>
  );
}
