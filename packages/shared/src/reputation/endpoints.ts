import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { optionalBody } from "../common/envelope.ts";
import { reputationByUserQuerySchema, reputationByWalletQuerySchema, setReputationsSchema, walletReputationSchema } from "./schemas.ts";

const reputations = z.array(walletReputationSchema);

/** Reputation points of lending and borrowing (decision 0035). */
export const REPUTATION_ENDPOINTS = {
  /** The signed-in owner's own wallets (an account's wallets are not public, decision 0037). */
  ofUser: endpoint({ method: "GET", path: "/user/users/reputation", query: reputationByUserQuerySchema, answer: reputations }),
  /** Public: the wallets the caller names (`walletAddress=a,b,c`). */
  ofWallets: endpoint({ method: "GET", path: "/user/users/reputation/by-wallet", query: reputationByWalletQuerySchema, answer: reputations }),
  /** The operator's indexer sets points, with the header X-Api-Key: REPUTATION_API_KEY (unset: nobody). */
  set: endpoint({ method: "POST", path: "/user/users/reputation", body: optionalBody(setReputationsSchema), answer: reputations }),
};
