// The dashboard's own key: the streak (GET /api/streak). The day's workout and meals are read with
// the Workouts and Meal Plan features' keys.
export const keys = {
  /** The streak as of the client's calendar day. */
  streak: (today: string) => `/api/streak?today=${today}`,
};
