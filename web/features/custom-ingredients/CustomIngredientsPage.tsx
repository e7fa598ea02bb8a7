// My Ingredients (/ingredients): custom ingredients, the personal ingredient database. Search by
// name, an inline add form (opened with a barcode by /ingredients?barcode=CODE), cards with default quantity and nutrition badges, inline edit one card
// at a time, delete with confirmation. Nutrition appears only with macro tracking on.
import { useMemo, useState } from "react";
import type { CustomIngredient, CustomIngredientBody } from "@shared/custom-ingredients/contract";
import { useAuth } from "@web/features/auth";
import { BackLink } from "@web/components/BackLink";
import { HouseholdName } from "@web/features/household";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { EmptyState } from "@web/components/EmptyState";
import { PlusIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { SearchBox } from "@web/components/SearchBox";
import { toast, toastError } from "@web/stores/toast";
import { failureText } from "@web/features/meals";
import { useCustomIngredientActions, useCustomIngredients } from "./hooks";
import { IngredientCard } from "./IngredientCard";
import { IngredientForm, NEW_INGREDIENT, valuesOf } from "./IngredientForm";
import "./custom-ingredients.css";
import { Reveal } from "@web/components/Form";

export function CustomIngredientsPage() {
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useCustomIngredients();
  const actions = useCustomIngredientActions();
  const [search, setSearch] = useState("");
  // Opened from a barcode no food has ("Save as my own food"): the add form, with the code.
  const [scanned] = useState(() => new URLSearchParams(window.location.search).get("barcode")?.replace(/\D/g, "") ?? "");
  const [adding, setAdding] = useState(scanned !== "");
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CustomIngredient | null>(null);
  const [busy, setBusy] = useState(false);

  const all = data ?? [];
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter((i) => i.name.toLowerCase().includes(needle));
  }, [all, search]);

  const privateCount = all.filter((i) => i.owner?.id === user?.id && !i.shared).length;

  const copy = async (ingredient: CustomIngredient) => {
    try {
      await actions.copy(ingredient.id);
      toast({ title: `${ingredient.name} copied to your ingredients` });
    } catch (e) {
      toastError(`Failed to copy ingredient: ${failureText(e)}`);
    }
  };

  const shareAll = async () => {
    setBusy(true);
    try {
      const shared = await actions.shareAll();
      toast({ title: shared === 1 ? "1 ingredient shared with the household" : `${shared} ingredients shared with the household` });
    } catch (e) {
      toastError(`Failed to share ingredients: ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const create = async (body: CustomIngredientBody) => {
    try {
      await actions.create(body);
      toast({ title: "Ingredient added successfully" });
      setAdding(false);
      return true;
    } catch (e) {
      toastError(`Failed to add ingredient: ${failureText(e)}`);
      return false;
    }
  };

  const update = (id: number) => async (body: CustomIngredientBody) => {
    try {
      await actions.update(id, body);
      toast({ title: "Ingredient updated successfully" });
      setEditingId(null);
      return true;
    } catch (e) {
      toastError(`Failed to update ingredient: ${failureText(e)}`);
      return false;
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await actions.remove(deleting.id);
      setDeleting(null);
      await actions.refresh();
      toast({ title: "Ingredient deleted successfully" });
    } catch (e) {
      toastError(`Failed to delete ingredient: ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title="My Ingredients"
      subtitle={
        <>
          <HouseholdName />
          <BackLink href="/meals">Back to Meal Plan</BackLink>
        </>
      }
    >
      {!adding ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => {
            setAdding(true);
            setEditingId(null);
          }}
        >
          <PlusIcon size={18} />
          Add Ingredient
        </button>
      ) : (
        <Reveal>
          <IngredientForm
            label="Add ingredient"
            initial={scanned ? { ...NEW_INGREDIENT, barcode: scanned } : NEW_INGREDIENT}
            submitLabel="Add Ingredient"
            macroTracking={macroTracking}
            onSubmit={create}
            onCancel={() => setAdding(false)}
          />
        </Reveal>
      )}

      {privateCount > 0 ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => void shareAll()} disabled={busy}>
          {`Share all of mine (${privateCount})`}
        </button>
      ) : null}

      <SearchBox label="Search ingredients" placeholder="Search ingredients..." value={search} onChange={setSearch} />

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to fetch ingredients</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={all.length === 0 ? "No ingredients yet" : "No ingredients match your search."} />
      ) : (
        <div className="ingredient-list">
          {shown.map((ingredient) =>
            editingId === ingredient.id ? (
              <Reveal key={ingredient.id}>
                <IngredientForm
                  label={`Edit ${ingredient.name}`}
                  initial={valuesOf(ingredient)}
                  submitLabel="Save"
                  macroTracking={macroTracking}
                  onSubmit={update(ingredient.id)}
                  onCancel={() => setEditingId(null)}
                />
              </Reveal>
            ) : (
              <IngredientCard
                key={ingredient.id}
                ingredient={ingredient}
                macroTracking={macroTracking}
                mine={ingredient.owner?.id === user?.id}
                onEdit={() => setEditingId(ingredient.id)}
                onDelete={() => setDeleting(ingredient)}
                onCopy={() => void copy(ingredient)}
              />
            ),
          )}
        </div>
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Ingredient"
        description="Are you sure you want to delete this ingredient? This action cannot be undone."
        actions={<DeleteActions busy={busy} onCancel={() => setDeleting(null)} onDelete={remove} />}
      />
    </Page>
  );
}
