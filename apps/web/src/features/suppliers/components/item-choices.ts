import type { Product } from '@olivia/contracts/catalog';
import { useCallback, useState } from 'react';

/** A typed number, or NaN for an empty field (the schema's message then shows). */
export const numberValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

/** A typed amount that may be left empty (null: the server fills it in). */
export const optionalNumber = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);

export interface ItemChoice {
  name: string;
  variants: { id: string; label: string }[];
  costprice: number | null;
}

const variantLabel = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter(Boolean).join(' / ');

/**
 * What the form knows of each product on its lines: its name and variants, from the search
 * that found it or from what the record saved (`saved`, keyed by product and variant).
 */
export function useItemChoices(saved: Record<string, string> = {}) {
  const [choices, setChoices] = useState<Record<string, ItemChoice>>({});
  const remember = useCallback((product: Product) => {
    setChoices((current) => ({
      ...current,
      [product.id]: {
        name: product.name,
        variants: product.variants.map((variant) => ({
          id: variant.id,
          label: variantLabel(variant),
        })),
        costprice: product.costprice,
      },
    }));
  }, []);
  const nameOf = (line: { productid: string; variantid?: string | null }) =>
    choices[line.productid]?.name ?? saved[`${line.productid}/${line.variantid ?? ''}`] ?? '';
  return { choices, remember, nameOf };
}
