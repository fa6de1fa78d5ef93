import { useCallback, useEffect, useRef, useState } from 'react';

/** The store's 'is typing....' frames repeat while it types; silence this long means it stopped. */
const TYPING_CLEARS_AFTER_MS = 4_000;

/** Whether the store is typing: shown on its frame, cleared by its message or by silence. */
export function useStoreTyping() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_CLEARS_AFTER_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, start, stop };
}
