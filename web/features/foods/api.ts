// The food search's key (docs/behaviour/foods.md, "Foods"): what was typed, as the URL it reads.
export const keys = {
  /** The foods for what was typed; empty, the member's recent foods. */
  search: (q: string) => `/api/foods?q=${encodeURIComponent(q)}`,
  /** The food for a GTIN-13. */
  barcode: (code: string) => `/api/foods/barcode/${code}`,
};
