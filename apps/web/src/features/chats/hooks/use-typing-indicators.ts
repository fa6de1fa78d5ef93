import { useCallback, useEffect, useRef, useState } from 'react';

/** A typing frame repeats while the customer types; this long without one means they stopped. */
export const TYPING_SHOWN_MS = 4_000;

/** Who is typing in which conversation: headid → the customer's name. */
export type TypingByHead = Readonly<Record<string, string>>;

/**
 * The conversations whose customer is typing. `start` (again) on each typing frame, `stop` when
 * their message arrives; silence ends it after TYPING_SHOWN_MS.
 */
export function useTypingIndicators() {
  const [typing, setTyping] = useState<TypingByHead>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const stop = useCallback((headid: string) => {
    clearTimeout(timers.current.get(headid));
    timers.current.delete(headid);
    setTyping((current) => {
      if (!(headid in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([id]) => id !== headid));
    });
  }, []);

  const start = useCallback(
    (headid: string, name: string) => {
      clearTimeout(timers.current.get(headid));
      timers.current.set(
        headid,
        setTimeout(() => stop(headid), TYPING_SHOWN_MS),
      );
      setTyping((current) => (current[headid] === name ? current : { ...current, [headid]: name }));
    },
    [stop],
  );

  return { typing, start, stop };
}
