import type { AuctionItem } from "@openpawn/shared/nft-market/schemas";

export type AuctionPhase = "waiting-approval" | "not-started" | "running" | "ended" | "finished" | "closed";

/** Where an auction stands at `now` (ms): the index's status, refined by the clock for an approved one. */
export function auctionPhase(auction: Pick<AuctionItem, "status" | "startAt" | "endAt">, now: number): AuctionPhase {
  switch (auction.status) {
    case "PENDING_APPROVAL":
      return "waiting-approval";
    case "FINISHED":
      return "finished";
    case "REJECTED":
    case "CANCELLED":
      return "closed";
    case "APPROVED":
      if (now < Date.parse(auction.startAt)) return "not-started";
      return now < Date.parse(auction.endAt) ? "running" : "ended";
  }
}

/** "2 d 3 h", "4 h 5 min", "3 min" until `iso`; "0 min" once past. */
export function timeLeft(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(iso) - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
