import type { OrderDetail } from '@olivia/contracts/orders';
import { Search } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/messages';
import { useFindOrder } from '../api/returns-api';
import { parseOrderNumber } from './return-form-schema';

interface OrderFinderProps {
  /** The order found (with its lines), or null when the number changes or finds none. */
  onFound: (order: OrderDetail | null) => void;
  /** Said when the form is sent before an order was found. */
  error: string | undefined;
}

/** The order number and a Find button: a return is recorded against one of its lines. */
export function OrderFinder({ onFound, error }: OrderFinderProps) {
  const { t } = useTranslation('returns');
  const errorMessage = useErrorMessage();
  const find = useFindOrder();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const search = () => {
    const number = parseOrderNumber(text);
    onFound(null);
    if (number === undefined) {
      setProblem(t('form.orderNumberInvalid'));
      return;
    }
    setProblem(undefined);
    find.mutate(number, {
      onSuccess: (order) => {
        if (!order) setProblem(t('form.orderNotFound', { number }));
        onFound(order);
      },
      onError: (failure) => setProblem(errorMessage(failure)),
    });
  };
  // Enter looks the order up instead of sending the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <div className="flex items-start gap-3">
      <TextField
        label={t('form.orderNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="1001"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        error={problem ?? error}
        className="flex-1"
      />
      <Button
        variant="outline"
        className="mt-7"
        onClick={search}
        loading={find.isPending}
        loadingText={t('form.finding')}
      >
        <Search aria-hidden="true" className="size-4" />
        {t('form.find')}
      </Button>
    </div>
  );
}
