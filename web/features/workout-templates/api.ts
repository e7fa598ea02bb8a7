// The workout templates' keys and calls. Request bodies are the shared contract's input types.
import type {
  TemplateCreateInput,
  TemplateUpdateInput,
  WorkoutTemplateDto,
  WorkoutTemplateWithLatest,
} from "@shared/workout-templates/contract";
import type { z } from "zod";
import type { templateCreateSchema, templateUpdateSchema } from "@shared/workout-templates/contract";
import { api } from "@web/lib/api";

export type NewTemplate = z.input<typeof templateCreateSchema> & Pick<TemplateCreateInput, "name">;
export type TemplateChanges = z.input<typeof templateUpdateSchema> & Partial<Pick<TemplateUpdateInput, "name">>;

export const keys = {
  /** Every saved template, newest first. */
  list: () => "/api/templates",
};

export const workoutTemplatesApi = {
  create: (input: NewTemplate) => api.post<WorkoutTemplateDto>(keys.list(), input),
  update: (id: number, input: TemplateChanges) => api.put<WorkoutTemplateDto>(`/api/templates/${id}`, input),
  remove: (id: number) => api.delete<{ ok: true }>(`/api/templates/${id}`),
  /** The template with the newest numbers of the 30 days before `date` (docs/behaviour/workout-templates.md, "Template look-back"). */
  withLatest: (id: number, date: string) => api.get<WorkoutTemplateWithLatest>(`/api/templates/${id}/with-latest?date=${date}`),
};
