import type { MessageKey } from '@olivia/contracts/all-messages';
import { registeredMessageKey } from '@olivia/contracts/message-registry';
// The shell's own messages register here; each area's arrive with its code (ADR 0023).
import '@olivia/contracts/messages';
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, INVALID_RESPONSE_MESSAGE } from './api-client';

export type { MessageKey };
/**
 * A `t` with the messages and common namespaces, as `useTranslation(['messages', 'common'])` gives.
 */
export type MessagesT = TFunction<readonly ['messages', 'common']>;

/** The catalogue key of a contracts message (validation and server texts are the English text). */
export function messageKeyOf(text: string): MessageKey | undefined {
  return registeredMessageKey(text) as MessageKey | undefined;
}

/**
 * Translates a text that came from contracts (zod messages, server errors). Server text that is
 * not part of the catalogue is shown as it is (docs/product/rules.md).
 */
export function useTranslateMessage(): (text: string | undefined) => string {
  const { t } = useTranslation(['messages', 'common']);
  return useCallback((text) => translateMessage(t, text), [t]);
}

/** `useTranslateMessage` outside a component, with a `t` that has both namespaces loaded. */
export function translateMessage(t: MessagesT, text: string | undefined): string {
  if (!text) return '';
  if (text === INVALID_RESPONSE_MESSAGE) return t('common:errors.invalidResponse');
  const key = messageKeyOf(text);
  return key ? t(`messages:${key}`) : text;
}

/**
 * The text to show for a failed call: network failures get docs/product/rules.md's connection
 * message.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(['messages', 'common']);
  return useCallback((error) => errorMessage(t, error), [t]);
}

/** `useErrorMessage` outside a component, with a `t` of the messages and common namespaces. */
export function errorMessage(t: MessagesT, error: unknown): string {
  if (error instanceof ApiError) {
    return error.isNetworkError ? t('common:errors.network') : translateMessage(t, error.message);
  }
  return t('common:errors.somethingWentWrong');
}

/**
 * docs/product/rules.md: the server's own words, or the call's fallback when it sent none meant for
 * the merchant: no answer, or a server failure whose text is only its status line ('Internal Server
 * Error', a proxy's 'Bad Gateway'). Failures the server words itself (ours) are kept.
 */
export function serverTextOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError || error.status <= 0) return fallback;
  if (!error.message) return fallback;
  if (error.status >= 500 && !messageKeyOf(error.message)) return fallback;
  return error.message;
}

/**
 * docs/product/rules.md for a call that failed: no connection asks to check it; otherwise the
 * server's own words ('Incorrect PIN', the PIN lock, …) or, without any, the call's fallback,
 * translated.
 */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('common');
  const translate = useTranslateMessage();
  return useCallback(
    (error, fallback) =>
      error instanceof ApiError && error.isNetworkError
        ? t('errors.network')
        : translate(serverTextOr(error, fallback)),
    [t, translate],
  );
}
