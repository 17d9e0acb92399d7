import { decodeHTML } from 'entities';

/**
 * The readable text of an HTML fragment (a feed's description or title): scripts, styles and
 * tags dropped, entities decoded, white space collapsed, cut at `maxLength` characters.
 */
export function plainText(html: string, maxLength = 5000): string {
  const text = decodeHTML(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
