import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import { buildTestApp } from "../../../../test/test-app.ts";
import { makeUser, makeWalletUser, randomWallet, type TestUser } from "../../../../test/profile-fixtures.ts";

const M = SHOP_MESSAGES;

const shopBody = (walletAddress: string, overrides: Record<string, unknown> = {}) => ({
  type: "PAWNSHOP",
  name: "Golden Pawn",
  description: "Loans against BNB and ETH within the hour.",
  email: "desk@golden-pawn.example",
  phoneCountry: "VN",
  phone: "+84 912 345 678",
  address: "12 Hang Bac, Hanoi",
  website: "https://golden-pawn.example",
  walletAddress,
  ...overrides,
});

const setting = {
  loanSymbols: ["USDT", "DFY"],
  collateralSymbols: ["WBNB", "ETH"],
  durationTypes: [0, 1],
  minDuration: 1,
  maxDuration: 12,
  minAmountUsd: "100",
  maxAmountUsd: "50000.50",
  minInterestRate: 8.5,
};

describe("pawn-shop: becoming a lender, the lending setting and the directories", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (user: TestUser | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url: `/api/pawn${url}`, headers: user?.auth ?? {}, ...(payload === undefined ? {} : { payload }) });

  const registered = async (overrides: Record<string, unknown> = {}) => {
    const user = await makeWalletUser(app);
    const response = await call(user, "POST", "/pawn-shop", shopBody(user.wallet!, overrides));
    expect(response.statusCode, response.body).toBe(200);
    return { user, shop: response.json().data };
  };

  it("registers a pawnshop once: the profile then carries its pawnShop id", async () => {
    const { user, shop } = await registered();
    expect(shop).toMatchObject({ type: "PAWNSHOP", name: "Golden Pawn", walletAddress: user.wallet, lendingSetting: null, logo: null });
    expect(shop.contact).toEqual({
      email: "desk@golden-pawn.example",
      phoneCountry: "VN",
      phone: "+84 912 345 678",
      address: "12 Hang Bac, Hanoi",
      website: "https://golden-pawn.example",
    });
    const profile = await app.inject({ method: "GET", url: "/api/user/users/profile", headers: user.auth });
    expect(profile.json().data.pawnShop).toBe(shop.id);

    // Either type again is refused with the spec's words, and nothing changes.
    for (const type of ["PAWNSHOP", "P2P_LENDER"]) {
      const again = await call(user, "POST", "/pawn-shop", shopBody(user.wallet!, { type, name: "Second" }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: M.alreadyRegistered, errorCodes: ["pawn.pawn-shop.already-registered"] });
    }
    expect((await call(user, "GET", "/pawn-shop")).json().data.name).toBe("Golden Pawn");
  });

  it("registers a P2P lender with a name alone, and never shows a person's contact to others", async () => {
    const { user, shop } = await registered({ type: "P2P_LENDER", name: "Alice", phone: "", phoneCountry: "", address: "" });
    expect(shop.type).toBe("P2P_LENDER");
    const seen = (await call(null, "GET", `/pawn-shop/${shop.id}`)).json().data;
    expect(seen).toMatchObject({ id: shop.id, name: "Alice", contact: null });
    expect(JSON.stringify(seen)).not.toContain("golden-pawn.example");
    expect((await call(null, "GET", `/pawn-shop/find-by-user-id?userId=${user.id}`)).json().data.id).toBe(shop.id);
    expect((await call(null, "GET", `/pawn-shop/find-wallet-address?walletAddress=${user.wallet!.toUpperCase().replace("0X", "0x")}`)).json().data.id).toBe(
      shop.id,
    );
  });

  it("lends only from the caller's own wallet", async () => {
    const user = await makeWalletUser(app);
    const other = await makeWalletUser(app);
    const response = await call(user, "POST", "/pawn-shop", shopBody(other.wallet!));
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCodes).toEqual(["pawn.wallet.not-owned"]);
    const noWallet = await makeUser(app);
    expect((await call(noWallet, "POST", "/pawn-shop", shopBody(randomWallet()))).statusCode).toBe(403);
    expect((await call(user, "GET", "/pawn-shop")).statusCode).toBe(404);
  });

  it("refuses bad registrations with the field's message", async () => {
    const user = await makeWalletUser(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "BANK" }, M.invalidType],
      [{ name: "" }, M.invalidName],
      [{ name: "x".repeat(101) }, M.invalidName],
      [{ email: "not-an-email" }, M.invalidEmail],
      [{ phone: "123" }, M.invalidPhone],
      [{ phoneCountry: "" }, M.invalidPhoneCountry],
      [{ phoneCountry: "vn" }, M.invalidPhoneCountry],
      [{ website: "javascript:alert(1)" }, M.invalidWebsite],
      [{ address: "" }, M.shopContactRequired],
      [{ phone: "", phoneCountry: "" }, M.shopContactRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(user, "POST", "/pawn-shop", shopBody(user.wallet!, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message, JSON.stringify(overrides)).toBe(message);
    }
    expect((await call(null, "POST", "/pawn-shop", shopBody(user.wallet!))).statusCode).toBe(401);
    expect((await call(user, "GET", "/pawn-shop")).statusCode).toBe(404);
  });

  it("stores a shop's logo typed by its bytes, and replacing it deletes only the shop's own earlier upload", async () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const upload = (user: TestUser | null, bytes: Buffer) => {
      const boundary = "----openpawn-logo";
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, ...(user ? user.auth : {}) };
      return app.inject({ method: "POST", url: "/api/pawn/pawn-shop/logo", headers, payload });
    };
    const served = async (address: string) => (await app.inject({ method: "GET", url: address })).statusCode;
    const a = await registered();
    const b = await registered({ name: "B's Pawn" });

    const first = await upload(a.user, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const firstLogo: string = first.json().data.logo;
    expect(firstLogo).toMatch(new RegExp(`^/api/user/uploads/logos/shop-${a.shop.id}-[0-9a-f-]+\\.png$`));
    expect(await served(firstLogo)).toBe(200);
    const second: string = (await upload(a.user, PNG)).json().data.logo;
    expect([await served(firstLogo), await served(second)]).toEqual([404, 200]);

    // B points its logo at A's file, then uploads its own: A's file stays.
    await call(b.user, "PUT", "/pawn-shop/shop-profile", { logo: second });
    expect((await upload(b.user, PNG)).statusCode).toBe(200);
    expect(await served(second)).toBe(200);

    const refused = [
      await upload(a.user, Buffer.from("not an image")),
      await upload(await makeWalletUser(app), PNG),
      await upload(null, PNG),
    ].map((response) => [response.statusCode, response.json().errorCodes?.[0]]);
    expect(refused).toEqual([
      [415, "pawn.pawn-shop.logo-type"],
      [404, "pawn.pawn-shop.not-registered"],
      [401, expect.any(String)],
    ]);
  });

  it("changes only the caller's own shop: B cannot touch A's", async () => {
    const a = await registered();
    const b = await registered({ name: "B's Pawn" });
    const changed = await call(b.user, "PUT", "/pawn-shop", { name: "Renamed", phoneCountry: "VN", phone: "+84 912 345 679", id: a.shop.id });
    expect(changed.json().data).toMatchObject({ id: b.shop.id, name: "Renamed" });
    expect(changed.json().data.contact.address).toBeNull();
    await call(b.user, "PUT", "/pawn-shop/shop-profile", { logo: "/api/user/uploads/avatars/abc-123.png", description: "New words" });
    await call(b.user, "POST", "/pawn-shop/lending-setting", setting);

    const aSeen = (await call(a.user, "GET", "/pawn-shop")).json().data;
    expect(aSeen).toMatchObject({ name: "Golden Pawn", logo: null, lendingSetting: null, description: "Loans against BNB and ETH within the hour." });
    expect((await call(a.user, "GET", "/pawn-shop/lending-setting")).json().data).toEqual({});
    expect((await call(b.user, "GET", "/pawn-shop")).json().data).toMatchObject({
      logo: "/api/user/uploads/avatars/abc-123.png",
      description: "New words",
    });
    // A user who is not a lender has no shop to change.
    const stranger = await makeWalletUser(app);
    for (const [method, url, body] of [
      ["PUT", "/pawn-shop", { name: "Mine now" }],
      ["PUT", "/pawn-shop/shop-profile", { description: "x" }],
      ["POST", "/pawn-shop/lending-setting", setting],
      ["DELETE", "/pawn-shop/lending-setting", undefined],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errorCodes).toEqual(["pawn.pawn-shop.not-registered"]);
    }
  });

  it("keeps a lending setting, replaces it, and deletes it", async () => {
    const { user } = await registered();
    expect((await call(user, "GET", "/pawn-shop/lending-setting")).json()).toEqual({ code: 200, data: {} });
    const saved = await call(user, "POST", "/pawn-shop/lending-setting", setting);
    expect(saved.json().data).toEqual({ ...setting, minAmountUsd: "100.00", maxAmountUsd: "50000.50" });
    await call(user, "POST", "/pawn-shop/lending-setting", { ...setting, loanSymbols: ["BUSD"], durationTypes: [1] });
    expect((await call(user, "GET", "/pawn-shop/lending-setting")).json().data).toMatchObject({ loanSymbols: ["BUSD"], durationTypes: [1] });
    expect((await call(user, "DELETE", "/pawn-shop/lending-setting")).statusCode).toBe(200);
    expect((await call(user, "GET", "/pawn-shop/lending-setting")).json().data).toEqual({});

    const bad: [Record<string, unknown>, string][] = [
      [{ loanSymbols: [] }, M.invalidSymbols],
      [{ durationTypes: [2] }, M.invalidDurationTypes],
      [{ durationTypes: [] }, M.invalidDurationTypes],
      [{ minAmountUsd: "1.234" }, M.invalidUsdAmount],
      [{ minAmountUsd: "-5" }, M.invalidUsdAmount],
      [{ minAmountUsd: "50000.50" }, M.amountRange],
      [{ minDuration: 13 }, M.durationRange],
      [{ maxDuration: 0 }, M.invalidDuration],
      [{ minInterestRate: 1001 }, M.invalidRate],
    ];
    for (const [overrides, message] of bad) {
      const response = await call(user, "POST", "/pawn-shop/lending-setting", { ...setting, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message, JSON.stringify(overrides)).toBe(message);
    }
  });

  it("lists lenders by type and by their setting, newest first, paged", async () => {
    const tag = `Dir${Date.now()}`;
    const usdtWeekly = await registered({ name: `${tag} USDT weekly` });
    await call(usdtWeekly.user, "POST", "/pawn-shop/lending-setting", { ...setting, loanSymbols: ["USDT"], durationTypes: [0], collateralSymbols: ["WBNB"] });
    const dfyMonthly = await registered({ name: `${tag} DFY monthly` });
    await call(dfyMonthly.user, "POST", "/pawn-shop/lending-setting", { ...setting, loanSymbols: ["DFY"], durationTypes: [1], collateralSymbols: ["ETH"] });
    const person = await registered({ type: "P2P_LENDER", name: `${tag} person` });

    const names = async (url: string) => (await call(null, "GET", url)).json().data.content.map((shop: { name: string }) => shop.name);
    expect(await names(`/pawn-shop/search-pawnshop?name=${tag}`)).toEqual([`${tag} DFY monthly`, `${tag} USDT weekly`]);
    expect(await names(`/pawn-shop/search-pawnshop?name=${tag}&loanSymbols=USDT`)).toEqual([`${tag} USDT weekly`]);
    expect(await names(`/pawn-shop/search-pawnshop?name=${tag}&durationTypes=1`)).toEqual([`${tag} DFY monthly`]);
    expect(await names(`/pawn-shop/search-pawnshop?name=${tag}&collateralSymbols=WBNB,ETH`)).toHaveLength(2);
    expect(await names(`/pawn-shop/search-pawnshop?name=${tag}&loanSymbols=BUSD`)).toEqual([]);
    expect(await names(`/pawn-shop/search-p2p-lenders?name=${tag}`)).toEqual([`${tag} person`]);
    expect(await names(`/pawn-shop/p2p-lender?name=${tag}`)).toHaveLength(3);
    const page = (await call(null, "GET", `/pawn-shop/search-pawnshop?name=${tag}&size=1&page=1`)).json().data;
    expect(page).toMatchObject({ number: 1, size: 1, total_elements: 2, total_pages: 2, content: [{ id: usdtWeekly.shop.id }] });
    // A name with wildcard characters matches them literally.
    expect(await names(`/pawn-shop/search-pawnshop?name=${encodeURIComponent("%")}`)).toEqual([]);
    expect(person.shop.type).toBe("P2P_LENDER");

    for (const url of ["/pawn-shop/search-pawnshop?durationTypes=3", "/pawn-shop/search-pawnshop?size=0", `/pawn-shop/search-pawnshop?name=${"x".repeat(101)}`]) {
      expect((await call(null, "GET", url)).statusCode, url).toBe(400);
    }
    for (const url of ["/pawn-shop/999999", "/pawn-shop/abc", "/pawn-shop/find-by-user-id?userId=999999", "/pawn-shop/find-wallet-address?walletAddress=" + randomWallet()]) {
      expect((await call(null, "GET", url)).statusCode, url).toBe(404);
    }
  });

  it("lists the phone countries with their calling codes", async () => {
    const countries = (await call(null, "GET", "/pawn-shop/find-phone-countries")).json().data;
    expect(countries).toContainEqual({ code: "VN", name: "Vietnam", callingCode: "+84" });
    expect(countries).toContainEqual({ code: "US", name: "United States", callingCode: "+1" });
    expect(countries.length).toBeGreaterThan(200);
  });
});
