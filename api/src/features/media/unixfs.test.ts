import { describe, expect, it } from "vitest";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";
import { CHUNK_SIZE, MAX_CHILDREN_PER_NODE, computeCid, isCid, parseContentCid } from "./unixfs.ts";
import { patternBytes } from "./test/bytes.ts";
import { referenceCid } from "./test/unixfs-reference.ts";

const text = (value: string) => new TextEncoder().encode(value);

describe("CIDs as Kubo's `ipfs add --cid-version=1` makes them", () => {
  it("gives the CIDs Kubo's own fixtures record for small files", async () => {
    // Kubo's test fixtures, each made with `ipfs add --cid-version 1`: "hello world" (test/cli/cid_profiles_test.go,
    // unixfs-v1-2025 small file), `echo hello` and `echo "Hello IPFS"` (test/sharness/t0114, t0124 READMEs).
    expect((await computeCid(text("hello world"))).toString()).toBe("bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e");
    expect((await computeCid(text("hello\n"))).toString()).toBe("bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am");
    expect((await computeCid(text("Hello IPFS\n"))).toString()).toBe("bafkreidfdrlkeq4m4xnxuyx6iae76fdm4wgl5d4xzsb77ixhyqwumhz244");
  });

  it("names a file of at most one chunk by its one raw block: CIDv1, raw codec, sha2-256 of the bytes", async () => {
    for (const size of [1, 1000, CHUNK_SIZE - 1, CHUNK_SIZE]) {
      const bytes = patternBytes(size, size);
      const direct = CID.createV1(raw.code, await sha256.digest(bytes)).toString();
      const cid = (await computeCid(bytes)).toString();
      expect(cid, `size ${size}`).toBe(direct);
      expect(cid).toMatch(/^bafkrei[a-z2-7]{52}$/);
    }
  });

  it("builds the balanced DAG of raw leaves a larger file gets, as an independent computation from the specs does", async () => {
    const sizes = [CHUNK_SIZE + 1, 3 * CHUNK_SIZE + 5, 10 * CHUNK_SIZE];
    for (const size of sizes) {
      const bytes = patternBytes(size, 7);
      const cid = (await computeCid(bytes)).toString();
      expect(cid, `size ${size}`).toBe(referenceCid(bytes));
      expect(cid).toMatch(/^bafybei/);
    }
  });

  it("adds a level once a file has more than 174 chunks, the same way (a 2-level DAG, within the video limit)", async () => {
    const bytes = patternBytes((MAX_CHILDREN_PER_NODE + 1) * CHUNK_SIZE, 11);
    expect((await computeCid(bytes)).toString()).toBe(referenceCid(bytes));
    const full = bytes.subarray(0, MAX_CHILDREN_PER_NODE * CHUNK_SIZE);
    expect((await computeCid(full)).toString()).toBe(referenceCid(full));
  });

  it("checks those rules themselves against CIDs Kubo (go-ipfs) gave real files, in its CIDv0 form", () => {
    // Kubo's cid_profiles_test.go ("hello world", unixfs-v0-2015) and the t0114 README (`echo hello | ipfs add`).
    expect(referenceCid(text("hello world"), { legacy: true })).toBe("Qmf412jQZiuVUtdgnB36FXFX7xg5V6KEbSJ4dpQuhkLyfD");
    expect(referenceCid(text("hello\n"), { legacy: true })).toBe("QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN");
    // 45,900,000 zero bytes: 176 chunks, so a 2-level balanced DAG; the CID go-ipfs gave it, recorded by the JS
    // importer's go-ipfs parity test. Same tree rules (links, names, sizes, levels) as the CIDv1 form; only leaves differ.
    expect(referenceCid(new Uint8Array(45_900_000), { legacy: true })).toBe("QmRdPboiJQoZ5cdazR9a8vGqdJvWg6M5bfdtUSKNHpuscj");
  });

  it("keeps the same CID for the same bytes from run to run (pinned values)", async () => {
    expect((await computeCid(patternBytes(1000, 3))).toString()).toBe("bafkreigkb7a6d6d3fypnzaj4633d4elf7zl5gul7e7m45upta32ctjpwhy");
    expect((await computeCid(patternBytes(3 * CHUNK_SIZE + 5, 7))).toString()).toBe("bafybeiekeiebndltvuhmr767ep4at7tl377ene64hyyc7a3xd5cj5c6rum");
  });

  it("reads CIDs: only CIDv1 sha2-256 raw or dag-pb can be held; anything else that parses is still a CID", () => {
    expect(parseContentCid("bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e")).not.toBeNull();
    // CIDv0 of a dag-pb file: a CID, but never one this API makes.
    expect(isCid("QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN")).toBe(true);
    expect(parseContentCid("QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN")).toBeNull();
    for (const bad of ["", "not-a-cid", "bafkrei", "../../etc/passwd", "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5!"]) {
      expect(isCid(bad), bad).toBe(false);
      expect(parseContentCid(bad), bad).toBeNull();
    }
  });
});
