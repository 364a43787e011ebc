import { describe, expect, it } from "vitest";
import { type AstNode, collectEnums, renderEnums } from "./solidity-enums.ts";

const enumNode = (name: string, members: string[]): AstNode => ({
  nodeType: "EnumDefinition",
  name,
  members: members.map((member) => ({ name: member })),
});
const contractNode = (name: string, nodes: AstNode[]): AstNode => ({ nodeType: "ContractDefinition", name, nodes });

describe("Solidity enums from solc's AST", () => {
  it("names file-level enums as declared and contract enums after their contract, without an interface's I", () => {
    const enums = collectEnums([
      { nodeType: "SourceUnit", nodes: [enumNode("TimeUnit", ["Week", "Month"])] },
      { nodeType: "SourceUnit", nodes: [contractNode("IPawnShop", [enumNode("PackageType", ["Auto", "SemiAuto"])])] },
      { nodeType: "SourceUnit", nodes: [contractNode("Items", [enumNode("Kind", ["A"])])] },
    ]);
    expect(enums.map(({ name, declaredAs, members }) => [name, declaredAs, members])).toEqual([
      ["ItemsKind", "Items.Kind", ["A"]],
      ["PawnShopPackageType", "IPawnShop.PackageType", ["Auto", "SemiAuto"]],
      ["TimeUnit", "TimeUnit", ["Week", "Month"]],
    ]);
  });

  it("refuses two enums that would get the same name", () => {
    const units = [
      { nodeType: "SourceUnit", nodes: [contractNode("IShop", [enumNode("Status", ["A"])])] },
      { nodeType: "SourceUnit", nodes: [contractNode("Shop", [enumNode("Status", ["B"])])] },
    ];
    expect(() => collectEnums(units)).toThrow("IShop.Status and Shop.Status would both be generated as ShopStatus");
  });

  it("renders each enum as a const object of its ordinal values and a type of those values", () => {
    const source = renderEnums([{ name: "TimeUnit", declaredAs: "TimeUnit", members: ["Week", "Month"] }]);
    expect(source).toContain("export const TimeUnit = {\n  Week: 0,\n  Month: 1,\n} as const;");
    expect(source).toContain("export type TimeUnit = (typeof TimeUnit)[keyof typeof TimeUnit];");
  });
});
