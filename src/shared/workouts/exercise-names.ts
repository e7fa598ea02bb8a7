// Common exercises, offered by the add form alongside the user's own names; free text is still
// allowed. Spelled as most gym apps spell them.
export const COMMON_EXERCISES = [
  "Arnold Press",
  "Back Extension",
  "Barbell Curl",
  "Barbell Row",
  "Barbell Shrug",
  "Bench Dip",
  "Bench Press",
  "Bicycle Crunch",
  "Box Jump",
  "Bulgarian Split Squat",
  "Burpee",
  "Cable Crossover",
  "Cable Crunch",
  "Cable Curl",
  "Cable Fly",
  "Cable Row",
  "Calf Raise",
  "Chest Dip",
  "Chest Fly",
  "Chest Press",
  "Chin Up",
  "Close Grip Bench Press",
  "Concentration Curl",
  "Crunch",
  "Cycling",
  "Deadlift",
  "Decline Bench Press",
  "Dumbbell Bench Press",
  "Dumbbell Curl",
  "Dumbbell Fly",
  "Dumbbell Lunge",
  "Dumbbell Row",
  "Dumbbell Shoulder Press",
  "Dumbbell Shrug",
  "Elliptical",
  "Face Pull",
  "Farmer's Walk",
  "Front Raise",
  "Front Squat",
  "Glute Bridge",
  "Goblet Squat",
  "Good Morning",
  "Hack Squat",
  "Hammer Curl",
  "Hanging Knee Raise",
  "Hanging Leg Raise",
  "Hip Abduction",
  "Hip Adduction",
  "Hip Thrust",
  "Incline Bench Press",
  "Incline Dumbbell Press",
  "Jump Rope",
  "Kettlebell Swing",
  "Lat Pulldown",
  "Lateral Raise",
  "Leg Curl",
  "Leg Extension",
  "Leg Press",
  "Lunge",
  "Machine Shoulder Press",
  "Mountain Climber",
  "Overhead Press",
  "Overhead Triceps Extension",
  "Pec Deck",
  "Pendlay Row",
  "Plank",
  "Preacher Curl",
  "Pull Up",
  "Push Press",
  "Push Up",
  "Rack Pull",
  "Rear Delt Fly",
  "Reverse Curl",
  "Reverse Lunge",
  "Romanian Deadlift",
  "Rowing Machine",
  "Running",
  "Russian Twist",
  "Seated Calf Raise",
  "Seated Row",
  "Shoulder Press",
  "Side Plank",
  "Single Leg Romanian Deadlift",
  "Skull Crusher",
  "Smith Machine Squat",
  "Squat",
  "Stair Climber",
  "Step Up",
  "Stiff Leg Deadlift",
  "Sumo Deadlift",
  "T-Bar Row",
  "Thruster",
  "Trap Bar Deadlift",
  "Triceps Dip",
  "Triceps Kickback",
  "Triceps Pushdown",
  "Upright Row",
  "Walking Lunge",
  "Wall Sit",
  "Wrist Curl",
  "Zercher Squat",
] as const;

/**
 * Suggestions for what was typed: the user's own names first (already most used first), then
 * common exercises containing the text, names starting with it before the rest; no repeats in any case.
 */
export function suggestNames(typed: string, own: readonly string[], limit = 6): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  const common = COMMON_EXERCISES.filter((n) => n.toLowerCase().includes(needle)).sort(
    (a, b) => Number(b.toLowerCase().startsWith(needle)) - Number(a.toLowerCase().startsWith(needle)),
  );
  for (const name of [...own, ...common]) {
    const key = name.trim().toLowerCase();
    if (key === needle || seen.has(key) || !key.includes(needle)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === limit) break;
  }
  return out;
}
