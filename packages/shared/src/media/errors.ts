import { defineErrors } from "../errors.ts";
import { MEDIA_MESSAGES } from "./messages.ts";

const M = MEDIA_MESSAGES;

/**
 * The refusals of the media feature: NFT uploads (the field or the kind of upload is in the code: `nft.media.*`,
 * `nft.cover.*`, `nft.metadata.*`), their bounds (decision 0037) and the `/ipfs` gateway.
 */
export const MEDIA_ERRORS = defineErrors({
  mediaMissing: { status: 400, code: "nft.media.missing", message: M.mediaMissing },
  unknownPart: { status: 400, code: "nft.media.unknown-part", message: M.unknownPart },
  coverWithoutVideo: { status: 400, code: "nft.cover.without-video", message: M.coverWithoutVideo },
  mediaUnsupported: { status: 415, code: "nft.media.unsupported-file-type", message: M.unsupportedFileType },
  coverUnsupported: { status: 415, code: "nft.cover.unsupported-file-type", message: M.unsupportedFileType },
  mediaTooLarge: { status: 413, code: "nft.media.file-too-large", message: M.fileTooLarge },
  coverTooLarge: { status: 413, code: "nft.cover.file-too-large", message: M.fileTooLarge },
  imageNotUploaded: { status: 400, code: "nft.metadata.image-not-uploaded", message: M.notUploaded },
  animationNotUploaded: { status: 400, code: "nft.metadata.animation-not-uploaded", message: M.notUploaded },
  mediaQuotaExceeded: { status: 429, code: "nft.media.quota-exceeded", message: M.quotaExceeded },
  metadataQuotaExceeded: { status: 429, code: "nft.metadata.quota-exceeded", message: M.quotaExceeded },
  mediaAddressBudgetExceeded: { status: 429, code: "nft.media.address-budget-exceeded", message: M.addressBudgetExceeded },
  metadataAddressBudgetExceeded: { status: 429, code: "nft.metadata.address-budget-exceeded", message: M.addressBudgetExceeded },
  invalidCid: { status: 400, code: "ipfs.invalid-cid", message: M.invalidCid },
  cidNotHeld: { status: 404, code: "ipfs.not-found", message: M.cidNotHeld },
});
