import type { Product } from '@olivia/contracts/catalog';
import { useCallback, useState } from 'react';

/** A typed number, or NaN for an empty field (the schema's message then shows). */
export const numberValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

/** A typed amount that may be left empty (null: the server fills it in). */
export const optionalNumber = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);

/**
 * The products on a form's lines, from the search that found them, and the names the record
 * saved for lines not looked up again (`saved`, keyed by product and variant).
 */
export function useItemChoices(saved: Record<string, string> = {}) {
  const [found, setFound] = useState<Record<string, Product>>({});
  const remember = useCallback((product: Product) => {
    setFound((current) => ({ ...current, [product.id]: product }));
  }, []);
  const productOf = (line: { productid: string }) => found[line.productid];
  const savedNameOf = (line: { productid: string; variantid?: string | null }) =>
    saved[`${line.productid}/${line.variantid ?? ''}`];
  return { remember, productOf, savedNameOf };
}
