import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** What the browser needs to take over a page the server rendered, exactly as it was rendered. */
export interface ServerRenderState {
  /** The language the server wrote the page in. */
  language: string;
  /** The catalogues the page's text came from. */
  namespaces: string[];
  /** The answers the page was rendered from, for the browser's query cache. */
  queries: DehydratedState;
}

/**
 * The state as a `<script type="application/json">` body: `<` is escaped so no text of the store
 * (a product called `</script>`) can end the element; a JSON parser reads `\u003c` back as `<`.
 */
export const serializeServerRenderState = (state: ServerRenderState): string =>
  JSON.stringify(state).replace(/</g, '\\u003c');

/** The state of the page the server rendered, or null when it rendered none (or it is damaged). */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRenderState>;
    const valid =
      typeof state.language === 'string' &&
      Array.isArray(state.namespaces) &&
      typeof state.queries === 'object' &&
      state.queries !== null;
    return valid ? (state as ServerRenderState) : null;
  } catch {
    return null;
  }
}
