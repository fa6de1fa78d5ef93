import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../lib/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Drawer } from './drawer';

/** A contract's request schema (or a part of it): form values in, the request body out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
type Values<S extends FormSchema> = z.input<S>;

/** What the fields of a FormDrawer get. */
export interface FormDrawerFields<S extends FormSchema> {
  form: UseFormReturn<Values<S>, unknown, z.output<S>>;
  /** A field's error in the reader's language (contract messages are their English text). */
  errorOf: (name: Path<Values<S>>) => string | undefined;
}

export interface FormDrawerProps<S extends FormSchema> {
  title: string;
  description?: string;
  /** The drawer's width from 640 px: `lg` for long forms with rows of fields. */
  size?: 'md' | 'lg';
  /** Validates on submit (the contract's own messages), then types the values. */
  schema: S;
  defaultValues: DefaultValues<Values<S>>;
  submitLabel: string;
  /** The submit button's text while the request runs. */
  submittingLabel?: string;
  /** Sends the values; a rejection with field `details` puts them under the fields. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /**
   * Awaited on submit before the values are read (e.g. an image still uploading), the form busy
   * meanwhile; a text (already translated) keeps the form open, shown above the fields.
   */
  beforeSubmit?: () => Promise<string | undefined>;
  /** Cancel, Escape, the close button; the route usually navigates back to its list. */
  onClose: () => void;
  /** The field a server error without `details` belongs to (e.g. 'email' for a taken e-mail). */
  serverErrorField?: (error: ApiError) => Path<Values<S>> | undefined;
  children: (fields: FormDrawerFields<S>) => ReactNode;
}

/**
 * The fields a server error may name: the form's own, and the details under one of them
 * (`items.0` for a line of the list `items`).
 */
function fieldNames<T extends FieldValues>(defaultValues: DefaultValues<T>, error: unknown) {
  const own = Object.keys(defaultValues);
  const details = error instanceof ApiError && error.details ? Object.keys(error.details) : [];
  const nested = details.filter((name) => own.includes(name.split('.')[0] ?? ''));
  return [...new Set([...own, ...nested])] as Path<T>[];
}

/**
 * The create/edit form of the resource kit, in a Drawer: react-hook-form with the contract's
 * schema, server field errors under their fields, any other failure above them, Cancel and
 * submit at the bottom.
 */
export function FormDrawer<S extends FormSchema>(props: FormDrawerProps<S>) {
  const { title, description, schema, defaultValues, onSubmit, onClose, children } = props;
  const { t } = useTranslation('resource');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  /** What went wrong: a failed call, or `beforeSubmit`'s text. */
  const [failure, setFailure] = useState<unknown>(null);
  const [waiting, setWaiting] = useState(false);
  const form = useForm<Values<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as unknown as z.ZodType<z.output<S>, Values<S>>),
    defaultValues,
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting || waiting;

  /** Validates, sends, and puts what went wrong where the reader looks for it. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = Array.from(event.currentTarget.elements) as HTMLInputElement[];
    /** The first field with an error in the order the reader sees them, not registration order. */
    const focusFirstError = (errors: FieldErrors<Values<S>>) =>
      fields.find((field) => field.name && get(errors, field.name))?.focus();

    const send = async (values: z.output<S>) => {
      setFailure(null);
      try {
        await onSubmit(values);
      } catch (error) {
        const names = fieldNames(defaultValues, error);
        const field = error instanceof ApiError ? props.serverErrorField?.(error) : undefined;
        if (applyServerFieldErrors(error, form.setError, names)) {
          focusFirstError(form.formState.errors);
        } else if (field && error instanceof ApiError) {
          form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        } else {
          setFailure(error);
        }
      }
    };
    const { beforeSubmit } = props;
    if (!beforeSubmit) {
      void form.handleSubmit(send, focusFirstError)(event);
      return;
    }
    setFailure(null);
    setWaiting(true);
    void (async () => {
      try {
        const refusal = await beforeSubmit();
        if (refusal) setFailure(refusal);
        else await form.handleSubmit(send, focusFirstError)();
      } finally {
        setWaiting(false);
      }
    })();
  };

  const errorOf = (name: Path<Values<S>>) =>
    translate(form.getFieldState(name, form.formState).error?.message) || undefined;

  return (
    <Drawer
      onClose={busy ? () => undefined : onClose}
      title={title}
      description={description}
      size={props.size}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
          {failure !== null && (
            <Alert>{typeof failure === 'string' ? failure : errorMessage(failure)}</Alert>
          )}
          {children({ form, errorOf })}
        </div>
        <div className="flex justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            loadingText={props.submittingLabel ?? t('form.saving')}
          >
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
