import type { FastifyPluginAsync } from "fastify";
import repaymentHistoryRoutes from "./repayment-histories.ts";
import repaymentQuoteRoutes from "./repayment-quotes.ts";
import repaymentRequestRoutes from "./repayment-requests.ts";
import reportedRepaymentRoutes from "./reported-repayments.ts";

/** Repayment of spec §7, private to each contract's parties: requests (cycles), quotes, reported payments, histories. */
const repaymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(repaymentRequestRoutes);
  await app.register(repaymentQuoteRoutes);
  await app.register(reportedRepaymentRoutes);
  await app.register(repaymentHistoryRoutes);
};

export default repaymentRoutes;
