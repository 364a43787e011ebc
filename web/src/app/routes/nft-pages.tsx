import { routeWithId } from "./route-id.tsx";
import { AuctionPage } from "../../features/nft-market/components/auction-page.tsx";
import { ListingPage } from "../../features/nft-market/components/listing-page.tsx";
import { ListOnMarketPage } from "../../features/nft-market/components/list-on-market-page.tsx";
import { NftDetailPage } from "../../features/nft-market/components/nft-detail-page.tsx";

/** Route modules of the NFT market (spec §2 NFT, and the NFT lists of the inventory). */
export { NftHomePage } from "../../features/nft-market/components/nft-home-page.tsx";
export { NftSearchPage } from "../../features/nft-market/components/nft-search-page.tsx";
export { CreateNftPage } from "../../features/nft-market/components/create-nft-page.tsx";
export { PutOnMarketPage } from "../../features/nft-market/components/put-on-market-page.tsx";
export { PlaceBidPage } from "../../features/nft-market/components/place-bid-page.tsx";
export { OperatorAuctionsPage } from "../../features/nft-market/components/operator-auctions-page.tsx";
export { MyNftsPage } from "../../features/nft-market/components/my-nfts-page.tsx";
export { BiddingListPage } from "../../features/nft-market/components/bidding-list-page.tsx";

export const AuctionRoute = routeWithId(AuctionPage);
export const ListingRoute = routeWithId(ListingPage);
export const NftDetailRoute = routeWithId(NftDetailPage);
export const ListOnMarketRoute = routeWithId(ListOnMarketPage);
