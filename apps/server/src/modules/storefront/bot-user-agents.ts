/**
 * User agents that are not a person looking at the store: crawlers, link previews, headless
 * browsers, audits, uptime checks and HTTP libraries. A request without one is not counted either.
 */
const BOT =
  /bot|crawl|spider|slurp|scrap|facebookexternalhit|embedly|preview|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|whatsapp|yandex|semrush|ahrefs/i;

/** True when `userAgent` is missing, blank or names an automated client. */
export const isBot = (userAgent: string | undefined) =>
  !userAgent || userAgent.trim() === '' || BOT.test(userAgent);
