import { describe, expect, it } from "vitest";
import { mailFrameDocument } from "./mail-routes.ts";

describe("mailFrameDocument", () => {
  it("puts <base target=_top> first in the head, so every link of the e-mail opens in the top window", () => {
    expect(mailFrameDocument('<!doctype html><html><head><meta charset="utf-8"></head><body><a href="x">x</a></body></html>')).toBe(
      '<!doctype html><html><head><base target="_top"><meta charset="utf-8"></head><body><a href="x">x</a></body></html>',
    );
    expect(mailFrameDocument('<html><HEAD lang="en"><title>t</title></HEAD></html>')).toBe('<html><HEAD lang="en"><base target="_top"><title>t</title></HEAD></html>');
  });

  it("puts it before the body of an e-mail without a head", () => {
    expect(mailFrameDocument("<p><a href='x'>x</a></p>")).toBe("<base target=\"_top\"><p><a href='x'>x</a></p>");
    // <header> is not <head>.
    expect(mailFrameDocument("<header>h</header>")).toBe('<base target="_top"><header>h</header>');
  });
});
