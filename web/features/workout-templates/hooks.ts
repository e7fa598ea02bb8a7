// Reading and changing the saved workout templates. Each change waits until the list shows it
// before answering, so a toast never announces a change the screen does not show yet.
import useSWR, { useSWRConfig } from "swr";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { api } from "@web/lib/api";
import { keptRead } from "@web/lib/kept-store";
import { useUserId } from "@web/features/auth";
import { keys, workoutTemplatesApi, type NewTemplate, type TemplateChanges } from "./api";

const KEPT = "templates";

/**
 * The saved templates; `enabled` false makes no request (a closed dialog). The list is kept on the
 * phone for the member, and answered from there with no connection (docs/behaviour/offline.md, "Offline").
 */
export function useWorkoutTemplates(enabled = true) {
  const userId = useUserId();
  return useSWR<WorkoutTemplateDto[]>(enabled ? keys.list() : null, (url: string) =>
    keptRead(userId, KEPT, () => api.get<WorkoutTemplateDto[]>(url)),
  );
}

/** Reads the templates and keeps them on the phone for the member. */
export async function keepTemplates(userId: number): Promise<void> {
  await keptRead(userId, KEPT, () => api.get<WorkoutTemplateDto[]>(keys.list()));
}

export function useWorkoutTemplateActions() {
  const { mutate } = useSWRConfig();
  // Read the list and put it in place, rather than revalidate the key: with no screen reading it
  // (the Load dialog closed), a revalidation would do nothing and the next reader would get the old
  // list; dropping it instead would flash the loading cards on the Templates screen.
  const refresh = async () => {
    const fresh = await api.get<WorkoutTemplateDto[]>(keys.list());
    await mutate(keys.list(), fresh, { revalidate: false });
  };
  return {
    async create(input: NewTemplate) {
      const created = await workoutTemplatesApi.create(input);
      await refresh();
      return created;
    },
    async update(id: number, input: TemplateChanges) {
      const updated = await workoutTemplatesApi.update(id, input);
      await refresh();
      return updated;
    },
    async remove(id: number) {
      await workoutTemplatesApi.remove(id);
      await refresh();
    },
  };
}
