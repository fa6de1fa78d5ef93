import { TOAST_SHORT_MS } from '@olivia/contracts/limits';
import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof ReactToastify;
let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const loadedListeners = new Set<() => void>();

/**
 * react-toastify, fetched with the first toast rather than with the page (ADR 0023). Once it
 * has loaded the providers mount its container (`useLoadedToastify`), which shows the toasts
 * asked for meanwhile; a failed fetch (offline) is tried again by the next toast.
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      loaded = module;
      for (const listener of loadedListeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** react-toastify once a toast has loaded it, else null. */
export function useLoadedToastify(): Toastify | null {
  return useSyncExternalStore(
    (listener) => {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
}

type Kind = 'success' | 'error' | 'info';
function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast }) => void toast[kind](content, options),
    (error: unknown) => console.error('Toasts failed to load', error),
  );
}

/** docs/product/rules.md: chat and other notification toasts last 20000 ms. */
export const TOAST_NOTIFICATION_MS = 20_000;
/** docs/product/rules.md: error toasts on the dashboard (e.g. a failed tier refresh) last 7.5 s. */
export const TOAST_DASHBOARD_ERROR_MS = 7_500;

/**
 * docs/product/rules.md: success and error toasts close after 1500 ms, top-center, without a
 * progress bar.
 */
const shortToast: ToastOptions = {
  autoClose: TOAST_SHORT_MS,
  position: 'top-center',
  hideProgressBar: true,
};

export function toastSuccess(message: string): void {
  show('success', message, shortToast);
}

export function toastError(message: string): void {
  show('error', message, shortToast);
}

/** Something the user should know about what just happened (e.g. an export was cut short). */
export function toastInfo(message: string): void {
  show('info', message);
}

/** A chat message, order, credit or debit; clicking it opens what it is about. */
export function toastNotification(message: string, onClick?: () => void): void {
  show('info', message, {
    autoClose: TOAST_NOTIFICATION_MS,
    // Once it has taken the merchant where it points, it has done its job.
    ...(onClick ? { onClick, closeOnClick: true, className: 'cursor-pointer' } : {}),
  });
}

/** Every toast container's class: index.css keeps the containers clear of the header. */
export const TOAST_CONTAINER_CLASS = 'app-toasts';
/** A prompt toast's class: index.css hides prompts while a modal dialog or drawer is open. */
export const TOAST_PROMPT_CLASS = 'toast-prompt';

/**
 * A prompt with a link in it (the dashboard's set-up toasts), shown once under `toastId`. It gives
 * way to an open dialog instead of covering it (a dialog makes it inert anyway).
 */
export function toastPrompt(content: ToastContent, options: ToastOptions): void {
  show('info', content, { ...options, className: TOAST_PROMPT_CLASS });
}

export function toastDashboardError(message: string): void {
  show('error', message, { autoClose: TOAST_DASHBOARD_ERROR_MS });
}
