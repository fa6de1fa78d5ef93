/** A uniformly random integer in [0, bound), from the platform's cryptographic generator. */
function randomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const sample = new Uint32Array(1);
  // Draws at or above `limit` would favour small results; draw again (rarely needed).
  do crypto.getRandomValues(sample);
  while ((sample[0] ?? 0) >= limit);
  return (sample[0] ?? 0) % bound;
}

/** A shuffled copy (Fisher–Yates), unpredictable to anyone watching earlier shuffles. */
export function secureShuffle<T>(items: readonly T[]): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}
