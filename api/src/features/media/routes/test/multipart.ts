export interface FilePart {
  field: string;
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body of file parts, for `app.inject`. Names and declared types are whatever a client claims. */
export function multipart(...parts: FilePart[]) {
  const boundary = "----openpawn-nft-media-boundary";
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? "file.bin"}"\r\n` +
          `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
