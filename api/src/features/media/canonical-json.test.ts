import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.ts";

describe("canonicalJson", () => {
  it("orders keys at every depth and drops whitespace, so key order never changes the bytes", () => {
    const a = { name: "Lotus", attributes: [{ value: 3, trait_type: "Petals" }], description: "", image: "ipfs://b" };
    const b = { image: "ipfs://b", description: "", attributes: [{ trait_type: "Petals", value: 3 }], name: "Lotus" };
    expect(canonicalJson(a)).toBe('{"attributes":[{"trait_type":"Petals","value":3}],"description":"","image":"ipfs://b","name":"Lotus"}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it("keeps array order, leaves out undefined members, and writes strings as JSON does", () => {
    expect(canonicalJson({ b: [3, 1, 2], a: undefined, c: 'é "x"\n' })).toBe('{"b":[3,1,2],"c":"é \\"x\\"\\n"}');
  });
});
