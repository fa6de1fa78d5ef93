/**
 * An SVG path through the days' rates, lifting the pen over days with no attempts so they show
 * as gaps rather than as zeros. A day alone between gaps is a zero-length segment (a dot with a
 * round cap).
 */
export function ratePath(
  rates: readonly (number | null)[],
  width: number,
  y: (rate: number) => number,
): string {
  const step = width / Math.max(1, rates.length);
  const parts: string[] = [];
  let drawing = false;
  rates.forEach((rate, index) => {
    if (rate === null) {
      drawing = false;
      return;
    }
    const x = (index + 0.5) * step;
    const next = rates[index + 1];
    const alone = !drawing && (next === null || next === undefined);
    parts.push(`${drawing ? 'L' : 'M'}${x},${y(rate)}${alone ? ` L${x},${y(rate)}` : ''}`);
    drawing = true;
  });
  return parts.join(' ');
}
