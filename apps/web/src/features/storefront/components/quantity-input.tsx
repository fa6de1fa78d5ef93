import { CART_QUANTITY_MAX } from '@olivia/contracts/storefront';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../model/cart-storage';

interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The accessible name of the number box ('Quantity', 'Quantity of Ankara dress'). */
  label: string;
  size?: 'sm' | 'md';
}

/** A quantity from 1 to 100: − and + buttons around a number box. */
export function QuantityInput({ value, onChange, label, size = 'md' }: QuantityInputProps) {
  const { t } = useTranslation('storefront');
  // What is typed may be empty for a moment (to type another number); the quantity is not.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const type = (typed: string) => {
    setText(typed);
    const quantity = Number(typed);
    if (typed.trim() !== '' && Number.isInteger(quantity)) onChange(clampQuantity(quantity));
  };
  const box = size === 'sm' ? 'size-8' : 'size-10';
  const buttonClass = `${box} flex items-center justify-center text-dark transition hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-gray-100 dark:hover:bg-gray-800`;
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700">
      <button
        type="button"
        aria-label={t('quantity.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1))}
        className={buttonClass}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={CART_QUANTITY_MAX}
        value={text}
        aria-label={label}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setText(String(value))}
        className={`${box} w-12 border-x border-gray-300 bg-transparent text-center text-sm font-semibold [appearance:textfield] outline-none focus:ring-2 focus:ring-primary/30 dark:border-gray-700 [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        aria-label={t('quantity.increase')}
        disabled={value >= CART_QUANTITY_MAX}
        onClick={() => onChange(clampQuantity(value + 1))}
        className={buttonClass}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
