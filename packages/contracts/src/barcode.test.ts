import { describe, expect, it } from "vitest";
import { gtinCheckDigit, parseBarcode } from "./barcode";

describe("barcode check digit", () => {
  it("accepts printed codes of each kind (EAN-13, EAN-8, UPC-A)", () => {
    expect(parseBarcode("4006381333931")).toBe("4006381333931");
    expect(parseBarcode("3017624010701")).toBe("3017624010701");
    expect(parseBarcode("96385074")).toBe("96385074");
    expect(parseBarcode("73513537")).toBe("73513537");
  });

  it("reads a UPC-A code as the EAN-13 code with a leading zero", () => {
    expect(parseBarcode("036000291452")).toBe("0036000291452");
    expect(parseBarcode("0036000291452")).toBe("0036000291452");
  });

  it("drops the spaces and hyphens people type between groups", () => {
    expect(parseBarcode(" 4 006381 333931 ")).toBe("4006381333931");
    expect(parseBarcode("9638-5074")).toBe("96385074");
  });

  it("refuses every wrong last digit", () => {
    for (const good of ["4006381333931", "96385074", "036000291452"]) {
      const body = good.slice(0, -1);
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good.slice(-1)) continue;
        expect(parseBarcode(`${body}${d}`), `${body}${d}`).toBeNull();
      }
    }
  });

  it("refuses other lengths and anything but digits", () => {
    for (const bad of [
      "",
      "1234567",
      "123456789",
      "12345678901",
      "12345678901234",
      "40063813339３1",
      "4006381333931x",
    ]) {
      expect(parseBarcode(bad), bad).toBeNull();
    }
  });

  it("computes the weights from the right: 3, 1, 3, …", () => {
    expect(gtinCheckDigit("400638133393")).toBe(1);
    expect(gtinCheckDigit("9638507")).toBe(4);
    expect(gtinCheckDigit("03600029145")).toBe(2);
    expect(gtinCheckDigit("000000000000")).toBe(0);
  });
});
