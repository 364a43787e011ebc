import { BorrowerCollateralPage } from "../../features/lending/components/borrower-collateral-page.tsx";
import { MyContractsPage } from "../../features/lending/components/my-contracts-page.tsx";
import { reportNftWithdrawal } from "../../features/nft-pawn/api/nft-collateral-api.ts";
import { NftCollateralMarketPage } from "../../features/nft-pawn/components/nft-collateral-market-page.tsx";
import { PutOnPawnPage } from "../../features/nft-pawn/components/put-on-pawn-page.tsx";
import { borrowerNegotiations } from "./pawn-parts.tsx";
import { routeWithId } from "./route-id.tsx";

/** Route modules of NFT collateral (issue 11): putting an NFT on pawn, its collateral page, the lenders' market, the NFT contract lists. */
export const PutOnPawnRoute = routeWithId(PutOnPawnPage);
export const NftCollateralRoute = routeWithId(({ id }: { id: number }) => <BorrowerCollateralPage id={id} kind="NFT collateral" negotiations={borrowerNegotiations} reportNftWithdrawal={reportNftWithdrawal} />);
export const NftCollateralMarketRoute = () => <NftCollateralMarketPage />;
export const NftCollateralResultRoute = () => <NftCollateralMarketPage result />;
export const MyNftBorrowContractsPage = () => <MyContractsPage initialSide="borrow" collateralType="NFT" />;
export const MyNftLoanContractsPage = () => <MyContractsPage initialSide="loan" collateralType="NFT" />;
