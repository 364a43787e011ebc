import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../../test/test-app.ts";
import { makeUser, randomWallet } from "../../../../test/profile-fixtures.ts";

const API_KEY = "reputation-feed-key-for-tests";

describe("countries, reputation and ukraine-support", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ REPUTATION_API_KEY: API_KEY });
  });
  afterAll(() => app.close());

  it("lists the 249 ISO 3166-1 countries seeded by the migration, and finds one by id", async () => {
    const list = await app.inject({ method: "GET", url: "/api/user/countries" });
    expect(list.statusCode).toBe(200);
    const countries: { id: number; code: string; name: string }[] = list.json().data;
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.code)).size).toBe(249);
    expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    const uk = countries.find((country) => country.code === "GB");
    expect(uk?.name).toBe("United Kingdom");
    expect(countries.map((country) => country.code)).not.toEqual(expect.arrayContaining(["EU", "UN", "XK", "ZZ"]));
    const one = await app.inject({ method: "GET", url: `/api/user/countries/${uk?.id}` });
    expect(one.json()).toEqual({ code: 200, data: uk });
    expect((await app.inject({ method: "GET", url: "/api/user/countries/999999" })).statusCode).toBe(404);
    for (const id of ["abc", "0", "-3", "1e99"]) {
      expect((await app.inject({ method: "GET", url: `/api/user/countries/${id}` })).statusCode, id).toBe(400);
    }
  });

  it("only the operator's feed (X-Api-Key) may post reputation", async () => {
    const wallet = randomWallet();
    const payload = { data: [{ walletAddress: wallet, reputationBorrower: 5, reputationLender: 2 }] };
    const user = await makeUser(app);
    for (const headers of [{}, { "x-api-key": "wrong" }, user.auth]) {
      const response = await app.inject({ method: "POST", url: "/api/user/users/reputation", headers, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCodes).toEqual(["user.reputation.forbidden"]);
    }
    const posted = await app.inject({ method: "POST", url: "/api/user/users/reputation", headers: { "x-api-key": API_KEY }, payload });
    expect(posted.json().data).toEqual([{ walletAddress: wallet, userId: null, reputationBorrower: 5, reputationLender: 2 }]);
    for (const bad of [
      {},
      { data: [] },
      { data: [{ walletAddress: "0x1", reputationBorrower: 1, reputationLender: 1 }] },
      { data: [{ walletAddress: wallet, reputationBorrower: 1.5, reputationLender: 1 }] },
      { data: Array.from({ length: 101 }, () => ({ walletAddress: randomWallet(), reputationBorrower: 1, reputationLender: 1 })) },
    ]) {
      const response = await app.inject({ method: "POST", url: "/api/user/users/reputation", headers: { "x-api-key": API_KEY }, payload: bad });
      expect(response.statusCode).toBe(400);
    }
  });

  it("reads reputation by user and by a comma list of wallets", async () => {
    const first = randomWallet();
    const second = randomWallet();
    const stranger = randomWallet();
    const user = await makeUser(app, { wallet: first });
    await app.inject({
      method: "POST",
      url: "/api/user/users/reputation",
      headers: { "x-api-key": API_KEY },
      payload: { data: [{ walletAddress: first, reputationBorrower: 10, reputationLender: 4 }, { walletAddress: second, reputationBorrower: 1, reputationLender: 0 }] },
    });
    const byUser = await app.inject({ method: "GET", url: "/api/user/users/reputation", query: { userId: String(user.id) }, headers: user.auth });
    expect(byUser.json().data).toEqual([{ walletAddress: first, userId: user.id, reputationBorrower: 10, reputationLender: 4 }]);
    // An account's wallets are its owner's to list: nobody else learns them by its sequential id.
    const other = await makeUser(app, { wallet: randomWallet() });
    const probes = [
      await app.inject({ method: "GET", url: "/api/user/users/reputation", query: { userId: String(user.id) } }),
      await app.inject({ method: "GET", url: "/api/user/users/reputation", query: { userId: String(user.id) }, headers: other.auth }),
    ];
    expect(probes.map((probe) => [probe.statusCode, probe.body.includes(first)])).toEqual([
      [401, false],
      [403, false],
    ]);
    expect(probes[1]!.json().errorCodes).toEqual(["user.reputation.not-own"]);
    const byWallet = await app.inject({ method: "GET", url: "/api/user/users/reputation/by-wallet", query: { walletAddress: `${first.toUpperCase().replace("0X", "0x")}, ${second},${stranger}` } });
    expect(byWallet.json().data).toEqual([
      { walletAddress: first, userId: user.id, reputationBorrower: 10, reputationLender: 4 },
      { walletAddress: second, userId: null, reputationBorrower: 1, reputationLender: 0 },
      { walletAddress: stranger, userId: null, reputationBorrower: 0, reputationLender: 0 },
    ]);
    const badQueries: Record<string, string>[] = [{}, { walletAddress: "" }, { walletAddress: `${first},0xbad` }, { walletAddress: Array.from({ length: 101 }, randomWallet).join(",") }];
    for (const query of badQueries) {
      expect((await app.inject({ method: "GET", url: "/api/user/users/reputation/by-wallet", query })).statusCode, JSON.stringify(query).slice(0, 60)).toBe(400);
    }
    for (const query of [{}, { userId: "abc" }, { userId: "0" }] as Record<string, string>[]) {
      expect((await app.inject({ method: "GET", url: "/api/user/users/reputation", query, headers: user.auth })).statusCode).toBe(400);
    }
  });

  it("POST /ukraine-support answers 410 with a code", async () => {
    const response = await app.inject({ method: "POST", url: "/api/user/ukraine-support", payload: {} });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 410, message: "The Ukraine support campaign has ended", errorCodes: ["user.ukraine-support.closed"] });
  });
});
