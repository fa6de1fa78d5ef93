/** The oldest Node the server runs on (ADR 0026): Node 20 left support in April 2026. */
export const OLDEST_SUPPORTED_NODE = 22;

/** Why the server refuses to start on `version` (e.g. "20.20.0"), or null when it may. */
export function unsupportedNodeReason(version: string): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= OLDEST_SUPPORTED_NODE) return null;
  return (
    `Olivia runs on Node ${OLDEST_SUPPORTED_NODE} or newer; this is Node ${version}. ` +
    '`npm start` uses the Node that `npm install` put in node_modules/.bin; ' +
    'a server started another way needs Node 22 installed (see the README).'
  );
}
