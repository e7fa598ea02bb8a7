// The bodies and rows the route table (routes.ts) makes its requests with: a valid body for each
// route that takes one, and the member's own rows an :id names.
import type { Client } from "./harness";

export const bodyEntry = () => ({ date: "2026-03-14", weight: 182.4, bodyFat: 18.2, waist: 33.5, notes: "Morning" });

export async function ownBodyEntry(owner: Client) {
  const res = await owner.post("/api/body-composition", bodyEntry());
  return `/api/body-composition/${res.body.id}`;
}

export const workoutBody = () => ({
  date: "2026-03-02",
  dayOfWeek: "Monday",
  exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120, isCompleted: false, notes: "" }],
});

export const templateBody = () => ({
  name: "Leg Day",
  dayOfWeek: "Monday",
  data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 }] },
});

export async function ownExercise(owner: Client): Promise<number> {
  const res = await owner.post("/api/workouts", workoutBody());
  return res.body.exercises.at(-1).id;
}

export const ownProgramId = async (owner: Client): Promise<number> =>
  (await owner.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} })).body.program.id;

export const ownProgram = async (owner: Client) => `/api/programs/${await ownProgramId(owner)}`;
// The active program is the member's own by its path: another member has none (404).

export const ownActiveProgram = (path: string) => async (owner: Client) => (await ownProgramId(owner), path);

export async function ownTemplate(owner: Client): Promise<number> {
  return (await owner.post("/api/templates", templateBody())).body.id;
}

export function libraryMealBody() {
  return {
    shared: false,
    name: "Oat Breakfast",
    mealTime: "breakfast",
    data: {
      meal: { name: "Oat Breakfast", time: "07:30:00", notes: "" },
      ingredients: [{ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: "10", carbs: 54, fat: "0" }],
    },
  };
}

export async function ownCustomExercise(c: Client) {
  return `/api/exercise-library/${(await c.post("/api/exercise-library", { ...customExerciseBody(), shared: false })).body.id}`;
}

export function customExerciseBody() {
  return { name: "Landmine Press", primaryMuscles: ["shoulders"], secondaryMuscles: ["triceps"], equipment: "barbell", shared: true };
}

export function customIngredientBody() {
  return {
    shared: false,
    name: "Oats",
    defaultQuantity: 40,
    defaultUnit: "g",
    caloriesPerUnit: 150,
    proteinPerUnit: 5,
    carbsPerUnit: 27,
    fatPerUnit: 2.5,
    notes: "rolled",
  };
}

export async function created(c: Client, path: string, body: unknown): Promise<{ id: number }> {
  const res = await c.post(path, body);
  if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${res.text}`);
  return res.body;
}

export const ownMeal = async (c: Client) => (await created(c, "/api/meals", { date: "2026-03-02", name: "Fixture", time: "8:00 AM" })).id;

export const familyMeal = async (c: Client, memberId: number) =>
  (
    await created(c, "/api/meals", {
      date: "2026-03-02",
      name: "Family fixture",
      time: "7:00 PM",
      portions: [{ userId: memberId, portion: 0.5 }],
    })
  ).id;

export const ownMealIngredient = async (c: Client) =>
  (await created(c, `/api/meals/${await ownMeal(c)}/ingredients`, { name: "Egg", quantity: 2, unit: "pieces" })).id;
