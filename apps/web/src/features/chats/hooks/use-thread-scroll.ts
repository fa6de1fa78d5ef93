import { useLayoutEffect, useRef } from 'react';

/** Closer than this to the bottom, the reader follows the conversation as messages arrive. */
const FOLLOW_WITHIN_PX = 80;
/** Scrolled this close to the top, earlier messages load by themselves. */
const LOAD_WITHIN_PX = 40;

interface ThreadEnds {
  /** The first item shown (the oldest message): it changes when earlier messages load. */
  first: string | undefined;
  /** The last item shown: it changes when a message arrives or is being sent. */
  last: string | undefined;
  /** The last item is the merchant's own: always shown, wherever they had scrolled. */
  lastIsOwn: boolean;
}

interface EarlierMessages {
  /** Whether older messages remain and none are loading. */
  canLoad: boolean;
  load: () => void;
}

/**
 * Scrolling of a thread: it opens at the latest message, follows new ones while the reader is at
 * the bottom, and stays on the same message when earlier ones are added above it.
 */
export function useThreadScroll({ first, last, lastIsOwn }: ThreadEnds, earlier: EarlierMessages) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  /** Where the reader was before earlier messages were asked for. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<Omit<ThreadEnds, 'lastIsOwn'>>({ first: undefined, last: undefined });

  useLayoutEffect(() => {
    const element = ref.current;
    const before = shown.current;
    shown.current = { first, last };
    if (!element) return;
    if (anchor.current && first !== before.first) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (last !== before.last && (following.current || lastIsOwn)) {
      element.scrollTop = element.scrollHeight;
    }
  }, [first, last, lastIsOwn]);

  /** Loads earlier messages, keeping the reader where they are. */
  const loadEarlier = () => {
    const element = ref.current;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    earlier.load();
  };

  return {
    scrollRef: ref,
    loadEarlier,
    onScroll: () => {
      const element = ref.current;
      if (!element) return;
      const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
      following.current = fromBottom < FOLLOW_WITHIN_PX;
      if (element.scrollTop < LOAD_WITHIN_PX && earlier.canLoad) loadEarlier();
    },
  };
}
