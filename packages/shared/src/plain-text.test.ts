import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./plain-text.ts";

describe("hasControlCharacter", () => {
  it("finds NUL, the other C0 controls and DEL; lets tab, newline, carriage return and any printable text through", () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    for (const text of ["", "Hello\tworld\r\n", "Ünïcödé ✓ 中文 🙂", "\u00a0non-breaking"]) expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
  });
});
