// What other features may use of the goals: the profile's Goals card, the meal plan's goal bars and
// the goals read for a screen.
export { GoalsSection } from "./GoalsSection";
export { GoalBars } from "./GoalBars";
export { useGoals, useRefreshGoals } from "./hooks";
