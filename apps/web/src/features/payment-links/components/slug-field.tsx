import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { PAYMENT_LINK_SLUG } from '@olivia/contracts/payment-links';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useSlugAvailability } from '../api/payment-links-api';

/** How long typing pauses before the address is checked. */
const SLUG_CHECK_DELAY_MS = 400;

interface SlugFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** What is typed now. */
  slug: string;
  /** The link's own address (editing): it is not checked, it is the link's. */
  current?: string | undefined;
  /** The form's error for the field (the contract's, or the server's on save). */
  error: string | undefined;
}

/**
 * The link's address (`/pay/<slug>`), optional: once typing pauses, an address the contract
 * accepts is checked with the server, and the field says whether it is free.
 */
export function SlugField({ slug, current, error, ...input }: SlugFieldProps) {
  const { t } = useTranslation('paymentLinks');
  const translate = useTranslateMessage();
  const typed = slug.trim().toLowerCase();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const checkable = settled === typed && PAYMENT_LINK_SLUG.test(settled) && settled !== current;
  const availability = useSlugAvailability(settled, checkable);
  const answer = checkable && availability.data?.slug === settled ? availability.data : undefined;

  let hint = t('form.slugHint');
  if (answer?.available) hint = t('form.slugAvailable');
  else if (checkable && availability.isFetching) hint = t('form.slugChecking');
  const taken = answer && !answer.available ? translate(paymentLinkMessages.slugTaken) : undefined;

  return (
    <TextField
      label={t('form.slug')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={60}
      hint={<span role="status">{hint}</span>}
      {...input}
      error={error ?? taken}
    />
  );
}
