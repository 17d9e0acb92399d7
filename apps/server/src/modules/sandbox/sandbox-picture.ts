import { createHash } from 'node:crypto';
import sharp from 'sharp';

const grid = 5;
// The pattern keeps clear of the corners: pictures are shown in a circle.
const cell = 32;
const margin = 48;
const side = grid * cell + 2 * margin;

/**
 * The picture of a sandbox page, drawn by the sandbox as a network draws a default avatar: a 5×5
 * pattern, mirrored left to right, in a colour of its own, both read from the page's id. The same
 * page always gets the same picture, so a refresh stores nothing new.
 */
export function sandboxPictureSvg(pageId: string): string {
  const digest = createHash('sha256').update(pageId).digest();
  const hue = Math.round(((digest[0] ?? 0) / 256) * 360);
  const cells: string[] = [];
  for (let row = 0; row < grid; row += 1) {
    for (let column = 0; column < Math.ceil(grid / 2); column += 1) {
      if (((digest[1 + row * 3 + column] ?? 0) & 1) === 0) continue;
      for (const x of new Set([column, grid - 1 - column])) {
        cells.push(
          `<rect x="${margin + x * cell}" y="${margin + row * cell}" width="${cell}" height="${cell}"/>`,
        );
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">`,
    `<rect width="${side}" height="${side}" fill="hsl(${hue}, 45%, 92%)"/>`,
    `<g fill="hsl(${hue}, 60%, 38%)">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}

/** The page's picture as the sandbox hands it over: a PNG. */
export function sandboxPicture(pageId: string): Promise<Buffer> {
  return sharp(Buffer.from(sandboxPictureSvg(pageId)))
    .png()
    .toBuffer();
}
