/**
 * The words of `media` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** NFT media and metadata uploads, spec §5 "upload flags" (docs/decisions/0029-media-storage.md). */
export const MEDIA_MESSAGES = {
  unsupportedFileType: "unsupported file type",
  fileTooLarge: "file too large",
  mediaMissing: "Choose a file to upload",
  unknownPart: "Send the file as media and a video's cover image as cover, nothing else",
  coverWithoutVideo: "Only a video takes a cover image",
  invalidName: "Name must be 1 to 100 characters",
  invalidDescription: "Description must be at most 2000 characters",
  invalidImage: "image must be the ipfs:// address of an uploaded image",
  invalidAnimationUrl: "animation_url must be the ipfs:// address of an uploaded video",
  invalidAttributes: "At most 50 attributes, each with a trait_type of 1 to 100 characters and a value",
  notUploaded: "Upload the file first: nothing is stored at this address",
  quotaExceeded: "Your uploads for NFTs not minted yet are at their limit: mint with them, or wait until unused ones are removed",
  addressBudgetExceeded: "Too much has been uploaded from your network today: try again later",
  invalidCid: "Not a valid CID",
  cidNotHeld: "Nothing is stored under this CID",
} as const;
