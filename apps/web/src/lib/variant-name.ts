/** A variant as a customer names it: 'M / Blue' ('' when it has neither). */
export const variantName = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter(Boolean).join(' / ');
