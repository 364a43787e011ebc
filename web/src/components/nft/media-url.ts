/**
 * Where the browser reads an NFT's media: `ipfs://<cid>[/path]` through the API's gateway (/ipfs/…), web
 * addresses as they are, anything else (data:, javascript:, a bare string) not at all.
 */
export function mediaUrl(uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (uri.startsWith("ipfs://")) {
    const path = uri.slice("ipfs://".length).replace(/^ipfs\//, "");
    return /^[A-Za-z0-9]+(\/[\w.-]+)*$/.test(path) ? `/ipfs/${path}` : null;
  }
  return /^https?:\/\//.test(uri) ? uri : null;
}
