/**
 * Every contracts message by its text, for the web's translator (lib/messages.ts). The shell's
 * messages are in `messages`; each area keeps its own map (`supplierMessages`…) that arrives with
 * the area's code, so an area's texts are never in the first load (ADR 0023). A map registers its
 * texts when its module is evaluated, before any of them can be shown.
 */
const keyByText = new Map<string, string>();

/** Registers a map of messages (key → English text): the shell's, whenever its module loads. */
export function registerMessages(map: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(map)) keyByText.set(text, key);
}

/**
 * Declares an area's map of messages and registers its texts. Marked free of side effects for the
 * bundler, so a map nothing uses is left out of the chunk that imports its module: the area's
 * screens, whose schemas use it, bring it with them.
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineMessages<const T extends Record<string, string>>(map: T): T {
  registerMessages(map);
  return map;
}

/** The catalogue key of a registered text, or undefined for text that is not a message. */
export function registeredMessageKey(text: string): string | undefined {
  return keyByText.get(text);
}
