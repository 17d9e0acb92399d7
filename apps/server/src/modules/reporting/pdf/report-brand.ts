import { buffer } from 'node:stream/consumers';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../../platform/context.ts';
import { accounts } from '../../accounts/schema.ts';
import { users } from '../../users/schema.ts';

/** The product's own colour, where an account has neither a colour nor a logo to take one from (the e-mails' button). */
export const productColour = '#1c7ed6';
export const productName = 'Pagewise';

export type ReportBrand = { accountName: string; logo: Buffer | null; colour: string; productName: string };

/**
 * The white label of an account's reports: the logo and colour its administrators set (settings →
 * brand for reports). Without a logo, the picture of its first administrator who set one; without a
 * colour, the logo's main one; without either, the product's name and colour. A set colour is
 * darkened as the logo's is, so that the white text on it stays readable. A logo that cannot be
 * read leaves the product's name (and the set colour, if any).
 */
export async function reportBrand(
  context: Pick<AppContext, 'database' | 'storage' | 'logger'>,
  accountId: string,
): Promise<ReportBrand> {
  const db = context.database.db;
  const [account] = await db
    .select({ name: accounts.name, logoKey: accounts.logoKey, brandColor: accounts.brandColor })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const logoKey = account?.logoKey ?? (await firstAdministratorPicture(context, accountId));
  const setColour = account?.brandColor ? readableColour(parseHexColour(account.brandColor)) : null;
  const brand = {
    accountName: account?.name ?? '',
    logo: null,
    colour: setColour ?? productColour,
    productName,
  };
  if (!logoKey) return brand;
  try {
    const picture = await buffer(context.storage.open(logoKey));
    // PDFs take PNG or JPEG only; pictures are stored as WebP. 300 px is sharp at the cover's size.
    const image = sharp(picture).resize(300, 300, { fit: 'inside', withoutEnlargement: true });
    const [logo, stats] = await Promise.all([image.clone().png().toBuffer(), image.clone().stats()]);
    return { ...brand, logo, colour: setColour ?? readableColour(stats.dominant) };
  } catch (error) {
    context.logger.warn({ err: error, accountId }, 'the account logo could not be read for a report');
    return brand;
  }
}

async function firstAdministratorPicture(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<string | null> {
  const [owner] = await context.database.db
    .select({ key: users.pictureKey })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'administrator'), isNotNull(users.pictureKey)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner?.key ?? null;
}

/** `#rrggbb` (as the brand colour is stored) as its three channels. */
export function parseHexColour(hex: string): { r: number; g: number; b: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** The logo's main colour, darkened until white text on it stays readable (contrast ≥ 4.5, WCAG AA). */
export function readableColour(rgb: { r: number; g: number; b: number }): string {
  let { r, g, b } = rgb;
  for (let step = 0; step < 20 && contrastWithWhite(r, g, b) < 4.5; step += 1) {
    r *= 0.85;
    g *= 0.85;
    b *= 0.85;
  }
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function contrastWithWhite(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}
