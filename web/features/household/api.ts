// The household's key: GET /api/household, its name and its members (names only).
export const keys = {
  household: () => "/api/household",
};
