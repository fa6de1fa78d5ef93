import { useEffect } from 'react';
import { z } from 'zod';
import { recordVisit } from '../api/storefront-api';
import { readStored, session, writeStored } from '../model/safe-storage';

const visitKey = (slug: string) => `storefrontVisit:${slug}`;

/** Counts the visit once per store and tab: on its first page, not on every page after. */
export function useVisitBeacon(slug: string): void {
  useEffect(() => {
    if (readStored(session, visitKey(slug), z.literal(true), false)) return;
    writeStored(session, visitKey(slug), true);
    recordVisit(slug);
  }, [slug]);
}
