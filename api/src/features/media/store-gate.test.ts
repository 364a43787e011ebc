import { describe, expect, it } from "vitest";
import { StoreGate } from "./store-gate.ts";

/** A promise and its resolver: a step a test lets finish when it chooses. */
function step() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the store gate between uploads and a collection", () => {
  it("runs writes side by side, and a collection only after the writes under way", async () => {
    const gate = new StoreGate();
    const order: string[] = [];
    const first = step();
    const second = step();
    const writeA = gate.write(async () => {
      order.push("a starts");
      await first.done;
      order.push("a ends");
    });
    const writeB = gate.write(async () => {
      order.push("b starts");
      await second.done;
      order.push("b ends");
    });
    const collection = gate.alone(async () => void order.push("collection"));
    await settle();
    expect(order).toEqual(["a starts", "b starts"]);
    first.finish();
    await settle();
    expect(order).toEqual(["a starts", "b starts", "a ends"]);
    second.finish();
    await Promise.all([writeA, writeB, collection]);
    expect(order).toEqual(["a starts", "b starts", "a ends", "b ends", "collection"]);
  });

  it("holds a write that arrives during a collection until the collection is over, and one collection at a time", async () => {
    const gate = new StoreGate();
    const order: string[] = [];
    const collecting = step();
    const collection = gate.alone(async () => {
      order.push("collection starts");
      await collecting.done;
      order.push("collection ends");
    });
    await settle();
    const write = gate.write(async () => void order.push("write"));
    const next = gate.alone(async () => void order.push("next collection"));
    await settle();
    expect(order).toEqual(["collection starts"]);
    collecting.finish();
    await Promise.all([collection, write, next]);
    expect(order.slice(0, 2)).toEqual(["collection starts", "collection ends"]);
    expect(order).toHaveLength(4);
  });

  it("opens again after a failed collection or write", async () => {
    const gate = new StoreGate();
    await expect(gate.alone(async () => Promise.reject(new Error("store down")))).rejects.toThrow("store down");
    await expect(gate.write(async () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    await expect(gate.alone(async () => "ran")).resolves.toBe("ran");
    await expect(gate.write(async () => "wrote")).resolves.toBe("wrote");
  });
});
