import '@olivia/contracts/webhook-messages';
import {
  WEBHOOK_EVENT_GROUPS,
  WebhookEndpointRequestSchema,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@olivia/contracts/webhooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api';

type Field = 'url' | 'description' | 'events';

/** `order.created` → `events.order_created`: i18next reads a dot as a nesting. */
const eventLabelKey = (type: WebhookEventType) =>
  `events.${type.replace('.', '_') as EventKey}` as const;
type EventKey =
  | 'order_created'
  | 'order_paid'
  | 'order_shipped'
  | 'order_delivered'
  | 'payment_succeeded'
  | 'payment_failed'
  | 'refund_created'
  | 'transfer_succeeded'
  | 'transfer_failed'
  | 'transfer_reversed'
  | 'chat_message';
type Group = keyof typeof WEBHOOK_EVENT_GROUPS;

/**
 * A new endpoint, or one being changed: its address, a description and the events it wants
 * (grouped), checked by the contract's schema before it is sent; the server also refuses a
 * private address (ADR 0044) and its 400 lands on the field.
 */
export function WebhookEndpointForm(props: {
  endpoint?: WebhookEndpoint;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const translate = useTranslateMessage();
  const errorText = useErrorMessage();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const { endpoint } = props;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: WebhookEndpointRequest = {
      url,
      description,
      events: events as WebhookEventType[],
      enabled: endpoint?.enabled ?? true,
    };
    const checked = WebhookEndpointRequestSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const saved = endpoint
      ? update.mutateAsync({ id: endpoint.id, body }).then(() => props.onDone())
      : create.mutateAsync(body).then(props.onCreated);
    saved.catch((error: unknown) => {
      if (error instanceof ApiError && error.details) {
        setErrors({
          url: error.details.url?.[0],
          description: error.details.description?.[0],
          events: error.details.events?.[0],
        });
      }
    });
  };

  const toggle = (type: string, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));
    setErrors((current) => ({ ...current, events: undefined }));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="webhook-form-heading"
      className="space-y-4 rounded-md border border-gray-200 p-4 dark:border-gray-700"
    >
      <h3 id="webhook-form-heading" className="font-semibold text-dark dark:text-gray-100">
        {endpoint ? t('form.editHeading') : t('form.heading')}
      </h3>
      {failure && !(failure instanceof ApiError && failure.details) && (
        <Alert>{errorText(failure)}</Alert>
      )}
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        error={translate(errors.url)}
        onChange={(event) => {
          setUrl(event.target.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
      />
      <TextField
        label={t('form.description')}
        value={description}
        maxLength={200}
        error={translate(errors.description)}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-dark dark:text-gray-200">
          {t('form.events')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {(Object.keys(WEBHOOK_EVENT_GROUPS) as Group[]).map((group) => (
            <div key={group} role="group" aria-label={t(`groups.${group}`)} className="space-y-2">
              <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t(`groups.${group}`)}
              </p>
              {WEBHOOK_EVENT_GROUPS[group].map((type) => (
                <CheckboxField
                  key={type}
                  label={t(eventLabelKey(type))}
                  hint={type}
                  checked={events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              ))}
            </div>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" role="alert" className="mt-2 text-sm text-danger">
            {translate(errors.events)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={props.onDone} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {endpoint ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
