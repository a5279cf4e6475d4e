/**
 * How many of a row's items, in order, fit in `room` pixels: all of them when they do, else as many
 * as leave room for the "More" button that holds the rest.
 */
export function fittingCount(widths: readonly number[], moreWidth: number, room: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > room) break;
    used += width;
    count += 1;
  }
  return count;
}
