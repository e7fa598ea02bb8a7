// The household's name, which every member sees in the header of the shared screens (meal library,
// ingredients, shopping list): docs/behaviour/household.md, "Household".
import { useEffect, useState, type FormEvent } from "react";
import { Field } from "@web/components/Field";
import { TEXT } from "@shared/limits";
import { errorMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useAdminActions, useHouseholdName } from "./hooks";

export function HouseholdNameSetting() {
  const { data } = useHouseholdName();
  const actions = useAdminActions();
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setName(data.name);
  }, [data]);
  if (!data) return null;

  const blank = name.trim() === "";
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (blank) return;
    setSaving(true);
    try {
      await actions.renameHousehold(name.trim());
      toast({ title: "Household renamed" });
    } catch (err) {
      toastError(errorMessage(err, "Failed to rename the household"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="household-name-form" onSubmit={save}>
      <Field
        label="Household name"
        value={name}
        maxLength={TEXT.householdName}
        onChange={(e) => setName(e.currentTarget.value)}
        error={blank ? "Household name is required" : null}
      />
      <button type="submit" className="btn btn-secondary" disabled={saving || blank || name.trim() === data.name}>
        Rename
      </button>
    </form>
  );
}
