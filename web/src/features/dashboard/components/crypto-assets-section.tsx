import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import { QueryList } from "../../../components/data/query-list.tsx";
import { formatUsdText, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useCryptoAssets } from "../hooks/dashboard-queries.ts";
import { DashboardSection } from "./dashboard-section.tsx";

const onWide = { display: { xs: "none", md: "table-cell" } } as const;

/** A price as the oracle gives it, in dollars, or a dash without a fresh one. */
const formatPrice = (usd: string | null) => (usd === null ? "—" : formatUsdText(usd, "full"));

/** Each listed token (GET /crypto-asset): its price, what the protocol lent of it and holds of it; a searched symbol narrows the list. */
export function CryptoAssetsSection({ symbol }: { symbol: string | null }) {
  const book = useDeploymentTokens();
  const assets = useCryptoAssets();
  const wanted = symbol?.toLowerCase();
  const items = (assets.data ?? []).filter((asset) => !wanted || asset.token.symbol?.toLowerCase().includes(wanted) || asset.name.toLowerCase().includes(wanted));
  return (
    <DashboardSection title="Crypto assets">
      <QueryList
        query={assets}
        count={items.length}
        emptyText={symbol ? DASHBOARD_MESSAGES.assetsNoMatch : DASHBOARD_MESSAGES.assetsEmpty}
        errorText={DASHBOARD_MESSAGES.assetsError}
      >
        <TableContainer>
          <Table size="small" aria-label="Crypto assets">
            <TableHead>
              <TableRow>
                <TableCell>Token</TableCell>
                <TableCell>Price</TableCell>
                <TableCell>Lent</TableCell>
                <TableCell sx={onWide}>Outstanding</TableCell>
                <TableCell sx={onWide}>Collateral locked</TableCell>
                <TableCell sx={onWide}>Running</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((asset) => (
                <TableRow key={asset.token.address}>
                  <TableCell title={asset.name}>{asset.token.symbol ?? asset.name}</TableCell>
                  <TableCell>{formatPrice(asset.usdExchange)}</TableCell>
                  <TableCell>
                    <TokenAmount value={asset.loanVolume} token={asset.token} book={book} form="full" />
                  </TableCell>
                  <TableCell sx={onWide}>
                    <TokenAmount value={asset.principalOutstanding} token={asset.token} book={book} form="full" />
                  </TableCell>
                  <TableCell sx={onWide}>
                    <TokenAmount value={asset.collateralLocked} token={asset.token} book={book} form="full" />
                  </TableCell>
                  <TableCell sx={onWide}>{asset.activeContracts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryList>
    </DashboardSection>
  );
}
