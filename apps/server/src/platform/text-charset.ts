/** The charset a text body declares: Content-Type first, then a byte-order mark, then an XML declaration. */
export function declaredCharset(body: Buffer, contentType: string | null): string | null {
  const fromHeader = contentType?.match(/charset\s*=\s*"?([\w.:-]+)"?/i)?.[1];
  if (fromHeader) return fromHeader.toLowerCase();
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  // The declaration is ASCII in every charset a feed uses, within its first line.
  const head = body.subarray(0, 200).toString('latin1');
  return head.match(/^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i)?.[1]?.toLowerCase() ?? null;
}

/** Decodes a body with its declared charset; an unknown one reads as UTF-8. */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const charset = declaredCharset(body, contentType) ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
