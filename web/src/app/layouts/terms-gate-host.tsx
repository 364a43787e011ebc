import { useLocation, useNavigate } from "react-router";
import { TermsGate } from "../../features/terms/components/terms-gate.tsx";
import { useWalletAddress } from "../../wallet/use-wallet-address.ts";

/** The lending pages (/pawn and below) ask for the terms (decision 0010). */
export function isTermsGatedPath(pathname: string): boolean {
  return pathname === "/pawn" || pathname.startsWith("/pawn/");
}

/** Mounts the terms gate with what the app knows: the page, the connected wallet; Cancel goes home. */
export function TermsGateHost() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <TermsGate active={isTermsGatedPath(pathname)} walletAddress={useWalletAddress()} onDecline={() => void navigate("/")} />;
}
