// What the dashboard reads as it opens, beside the day's workout and meals (their features' keys):
// the streak as of today. web/app.tsx asks for them beside the sign-in check. Imported by the main
// bundle: no zod, nothing of the screen itself.
import { todayIso } from "@shared/dates";
import { keys } from "./api";

export const dashboardFirstReads = (): string[] => [keys.streak(todayIso())];
