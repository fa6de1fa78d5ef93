import { useEffect } from 'react';

/** The tab shows the page and the store ('Ankara dress · Corner Shop'), or the store alone. */
export function useStoreTitle(storeName: string, page?: string): void {
  const title = page ? `${page} · ${storeName}` : storeName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
