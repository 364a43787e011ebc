import { useLocation, useNavigate } from "react-router";
import { onDemand } from "../../components/lazy/on-demand.tsx";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";

// The terms dialogs and their server record load on the first gated page, not with every first load.
const TermsGate = onDemand(() => import("../../features/accounts/components/terms-gate.tsx").then((module) => module.TermsGate));

/** The lending pages (/pawn and below) ask for the terms (decision 0010). */
export function isTermsGatedPath(pathname: string): boolean {
  return pathname === "/pawn" || pathname.startsWith("/pawn/");
}

/** Mounts the terms gate with what the app knows: the page, the connected wallet; Cancel goes home. */
export function TermsGateHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = isTermsGatedPath(pathname);
  return <TermsGate needed={active} active={active} walletAddress={useWalletAddress()} onDecline={() => void navigate("/")} />;
}
