import { CONSENT_CHANNELS, type Customer } from '@olivia/contracts/customers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TagChips } from './tag-chips';

const heading = 'font-semibold text-dark dark:text-white';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className={heading}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * What the merchant keeps about a customer: where they came from, notes, tags, addresses, and
 * each channel's marketing consent with when and how it was given or withdrawn.
 */
export function CustomerRecord({
  customer,
  date,
}: {
  customer: Customer;
  /** A time in the reader's language and the store's zone. */
  date: (value: string) => string;
}) {
  const { t } = useTranslation('customers');
  return (
    <>
      <Section title={t('detail.source')}>
        <p>{t(`source.${customer.source}`)}</p>
      </Section>
      {customer.notes && (
        <Section title={t('detail.notes')}>
          <p className="whitespace-pre-line wrap-anywhere">{customer.notes}</p>
        </Section>
      )}
      {customer.tags.length > 0 && (
        <Section title={t('detail.tags')}>
          <TagChips tags={customer.tags} />
        </Section>
      )}
      {customer.addresses.length > 0 && (
        <Section title={t('detail.addresses')}>
          <ul className="space-y-2">
            {customer.addresses.map((address, index) => (
              <li key={index} className="wrap-anywhere">
                {address.label && <span className="block font-semibold">{address.label}</span>}
                {address.address}, {address.city}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('detail.marketing')}>
        <dl className="space-y-1.5">
          {CONSENT_CHANNELS.map((channel) => {
            const consent = customer.marketing[channel];
            const how = t(`consent.source.${consent.source}`);
            return (
              <div key={channel} className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">{t(`consent.channel.${channel}`)}:</dt>
                <dd>
                  {consent.at === null
                    ? t(consent.granted ? 'consent.agreed' : 'consent.never')
                    : t(consent.granted ? 'consent.granted' : 'consent.declined', {
                        date: date(consent.at),
                        how,
                      })}
                </dd>
              </div>
            );
          })}
        </dl>
      </Section>
    </>
  );
}
