// Barcode check digits and their GTIN-13.
import { describe, expect, test } from "bun:test";
import { expandUpcE, gtin13 } from "./barcode";

describe("barcodes", () => {
  test("EAN-13 as it is; a wrong check digit is refused", () => {
    expect(gtin13("4006381333931")).toBe("4006381333931");
    expect(gtin13("4006381333932")).toBeNull();
    expect(gtin13(" 3017620422003 ")).toBe("3017620422003");
  });

  test("UPC-A gains a leading zero", () => {
    expect(gtin13("036000291452")).toBe("0036000291452");
    expect(gtin13("036000291453")).toBeNull();
  });

  test("EAN-8 gains five leading zeros", () => {
    expect(gtin13("96385074")).toBe("0000096385074");
    expect(gtin13("96385075")).toBeNull();
  });

  test("UPC-E is expanded to its UPC-A, then to GTIN-13", () => {
    expect(expandUpcE("04252614")).toBe("042100005264");
    expect(gtin13("04252614")).toBe("0042100005264");
    expect(expandUpcE("01234565")).toBe("012345000065");
    // Valid as EAN-8 too: eight digits are read as EAN-8 first.
    expect(gtin13("01234565")).toBe("0000001234565");
    expect(gtin13("04252615")).toBeNull();
  });

  test("anything else is no barcode", () => {
    for (const code of ["", "abc", "12345", "123456789", "40063813339311", "4006-381333931", "１２３"]) expect(gtin13(code)).toBeNull();
  });
});
