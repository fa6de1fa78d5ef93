import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPES,
  CreateApiKeyRequestSchema,
  type ApiKeyScope,
  type CreatedApiKey,
  type CreateApiKeyRequest,
} from '@olivia/contracts/api-keys';
import '@olivia/contracts/api-key-messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { needsStepUp, StepUpCode } from '../../../components/two-factor/step-up-code';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useCreateApiKey } from '../api/api-keys-api';
import { scopeLabelKey } from './api-key-scopes';

type Field = 'name' | 'scopes' | 'expiresindays';
const NEVER = 'never';

/**
 * A new key: its name, what it may do and when it expires, checked by the contract's schema
 * before it is sent. A user with two-step sign-in may be asked a code first (ADR 0040).
 */
export function ApiKeyForm(props: {
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('developers');
  const translate = useTranslateMessage();
  const errorText = useErrorMessage();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const body = (): CreateApiKeyRequest => ({
    name,
    scopes,
    expiresindays:
      expiry === NEVER ? null : (Number(expiry) as CreateApiKeyRequest['expiresindays']),
  });

  const send = async (request: CreateApiKeyRequest) => {
    const created = await create.mutateAsync(request);
    props.onCreated(created);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = body();
    const checked = CreateApiKeyRequestSchema.safeParse(request);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send(request).catch((error: unknown) => {
      if (error instanceof ApiError && error.details) {
        setErrors({
          name: error.details.name?.[0],
          scopes: error.details.scopes?.[0],
          expiresindays: error.details.expiresindays?.[0],
        });
      }
    });
  };

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors((current) => ({ ...current, scopes: undefined }));
  };

  const failure = create.error;
  const stepUp = needsStepUp(failure);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="api-key-form-heading"
      className="space-y-4 rounded-md border border-gray-200 p-4 dark:border-gray-700"
    >
      <h3 id="api-key-form-heading" className="font-semibold text-dark dark:text-gray-100">
        {t('apiKeys.form.heading')}
      </h3>
      {failure && !stepUp && !(failure instanceof ApiError && failure.details) && (
        <Alert>{errorText(failure)}</Alert>
      )}
      <TextField
        label={t('apiKeys.form.name')}
        hint={t('apiKeys.form.nameHint')}
        value={name}
        maxLength={80}
        error={translate(errors.name)}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-dark dark:text-gray-200">
          {t('apiKeys.form.scopes')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={t(scopeLabelKey(scope))}
              hint={scope}
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
          ))}
        </div>
        {errors.scopes && (
          <p id="api-key-scopes-error" role="alert" className="mt-2 text-sm text-danger">
            {translate(errors.scopes)}
          </p>
        )}
      </fieldset>
      <SelectField
        label={t('apiKeys.form.expiry')}
        value={expiry}
        error={translate(errors.expiresindays)}
        onChange={(event) => setExpiry(event.target.value)}
        options={[
          ...API_KEY_EXPIRY_DAYS.map((days) => ({
            value: String(days),
            label: t('apiKeys.form.inDays', { count: days }),
          })),
          { value: NEVER, label: t('apiKeys.form.never') },
        ]}
      />
      {stepUp && <StepUpCode retry={() => send(body())} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={props.onCancel} disabled={create.isPending}>
          {t('apiKeys.form.cancel')}
        </Button>
        {!stepUp && (
          <Button type="submit" loading={create.isPending}>
            {t('apiKeys.form.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
