// Numbers typed as text: plain decimal notation only. JavaScript's Number() also reads hex
// ('0x10'), exponents ('1e3'), surrounding spaces (' 5 ') and the empty string (0); a form or a
// script sending those has made a mistake, and it is refused rather than guessed at.

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The number a text holds in plain decimal notation, or NaN. */
export function parseDecimal(text: string): number {
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}
