import { zodResolver } from '@hookform/resolvers/zod';
import { ReviewRequestSchema } from '@olivia/contracts/storefront';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useReviewOrderItem, type OrderAccess } from '../api/storefront-api';

type Values = z.input<typeof ReviewRequestSchema>;

interface ReviewFormProps {
  access: OrderAccess;
  itemId: string;
  productName: string;
}

/** A delivered line's review: 1–5 stars (radio buttons) and an optional comment. */
export function ReviewForm({ access, itemId, productName }: ReviewFormProps) {
  const { t } = useTranslation('storefront');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const review = useReviewOrderItem(access);
  const form = useForm<Values, unknown, z.output<typeof ReviewRequestSchema>>({
    resolver: zodResolver(ReviewRequestSchema),
    defaultValues: { itemid: itemId, comment: '' },
  });
  const ratingError = translate(form.formState.errors.rating?.message);
  const ratingErrorId = `rating-error-${itemId}`;

  const onSubmit = form.handleSubmit((values) => review.mutate(values));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('review.formLabel', { name: productName })}
      className="mt-3 space-y-3 rounded-xl bg-gray-50 p-4 print:hidden dark:bg-gray-900"
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
            <legend className="mb-1 text-sm font-semibold text-dark dark:text-gray-200">
              {t('review.rate', { name: productName })}
            </legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label
                  key={stars}
                  className="cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-primary"
                >
                  <input
                    type="radio"
                    name={`${field.name}-${itemId}`}
                    value={stars}
                    checked={field.value === stars}
                    onChange={() => field.onChange(stars)}
                    onBlur={field.onBlur}
                    className="sr-only"
                  />
                  <span className="sr-only">{t('review.stars', { rating: stars })}</span>
                  <Star
                    aria-hidden="true"
                    className={`size-7 ${
                      (field.value ?? 0) >= stars
                        ? 'fill-amber-400 text-amber-400'
                        : 'text-gray-300 dark:text-gray-600'
                    }`}
                  />
                </label>
              ))}
            </div>
            {ratingError && (
              <p id={ratingErrorId} className="mt-1 text-sm text-danger">
                {ratingError}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextareaField
        label={t('review.comment')}
        rows={3}
        maxLength={1000}
        error={translate(form.formState.errors.comment?.message) || undefined}
        {...form.register('comment')}
      />
      {review.isError && <Alert>{errorMessage(review.error)}</Alert>}
      <Button type="submit" loading={review.isPending} loadingText={t('review.sending')}>
        {t('review.send')}
      </Button>
    </form>
  );
}
