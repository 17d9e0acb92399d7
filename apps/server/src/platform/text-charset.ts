/** The charset the Content-Type names, in lower case, or null. */
const headerCharset = (contentType: string | null) =>
  contentType?.match(/charset\s*=\s*"?([\w.:-]+)"?/i)?.[1]?.toLowerCase() ?? null;

const isUtf8 = (charset: string) => charset === 'utf-8' || charset === 'utf8';

/** The charset a byte-order mark says, or null. */
function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

/** The encoding of an XML declaration, which is ASCII in every charset a feed uses, within its first line. */
function xmlCharset(body: Buffer): string | null {
  const head = body.subarray(0, 200).toString('latin1');
  return head.match(/^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i)?.[1]?.toLowerCase() ?? null;
}

/** The text in this charset, or null when the charset is unknown or (`fatal`) the bytes are not in it. */
function decodeAs(body: Buffer, charset: string, fatal = false): string | null {
  try {
    return new TextDecoder(charset, { fatal }).decode(body);
  } catch {
    return null;
  }
}

/**
 * Decodes a body. A charset the Content-Type names (other than UTF-8) or a byte-order mark is
 * followed. Otherwise, as many feeds are served without a charset, or with UTF-8 by a server's
 * default while written in Latin-1: the bytes are read as UTF-8 when they are valid UTF-8, else
 * in the XML declaration's encoding, else as windows-1252 (which every byte is, and which
 * browsers read for Latin-1).
 */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const header = headerCharset(contentType);
  if (header && !isUtf8(header)) {
    const text = decodeAs(body, header);
    if (text !== null) return text;
  }
  const bom = bomCharset(body);
  if (bom) return decodeAs(body, bom) ?? '';
  const utf8 = decodeAs(body, 'utf-8', true);
  if (utf8 !== null) return utf8;
  const declared = xmlCharset(body);
  return (
    (declared && !isUtf8(declared) ? decodeAs(body, declared) : null) ?? decodeAs(body, 'windows-1252') ?? ''
  );
}
