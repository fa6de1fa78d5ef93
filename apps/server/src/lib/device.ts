/** Browsers in the order a user agent must be tested (Edge and Opera also say Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and the system a user agent names, each null when not recognisable. */
export function parseDevice(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(BROWSERS, userAgent) ?? null, system: first(SYSTEMS, userAgent) ?? null };
}

/** 'Chrome on Windows' from a user agent; null when it says nothing recognisable. */
export function describeDevice(userAgent: string | null): string | null {
  const { browser, system } = parseDevice(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
