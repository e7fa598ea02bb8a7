// Product barcodes: EAN-8, EAN-13, UPC-A and UPC-E, each with its check digit verified, and all
// written as the GTIN-13 they stand for, so one product has one code however it was printed.

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right. */
function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const valid = (code: string) => checkDigit(code.slice(0, -1)) === Number(code[code.length - 1]);

/** The UPC-A a UPC-E code (number system 0 or 1, six digits, check digit) is short for. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const ns = code[0]!;
  const [d1, d2, d3, d4, d5, d6] = code.slice(1, 7);
  let body: string;
  if (d6 === "0" || d6 === "1" || d6 === "2") body = `${ns}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === "3") body = `${ns}${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === "4") body = `${ns}${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${ns}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return body + code[7];
}

/**
 * The GTIN-13 of a scanned or typed code, or null when it is none of the four kinds or its check
 * digit is wrong. Eight digits are read as EAN-8 first, then as UPC-E.
 */
export function gtin13(raw: string): string | null {
  const code = raw.trim();
  if (!/^\d+$/.test(code)) return null;
  if (code.length === 13) return valid(code) ? code : null;
  if (code.length === 12) return valid(code) ? `0${code}` : null;
  if (code.length === 8) {
    if (valid(code)) return `00000${code}`;
    const upcA = expandUpcE(code);
    return upcA && valid(upcA) ? `0${upcA}` : null;
  }
  return null;
}
