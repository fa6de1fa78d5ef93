import { TOAST_SHORT_MS } from '@olivia/contracts/limits';
import { toast, type ToastOptions } from 'react-toastify';

/** SPEC §9: chat and other notification toasts last 20000 ms. */
export const TOAST_NOTIFICATION_MS = 20_000;
/** SPEC §8-9: error toasts on the dashboard (e.g. a failed tier refresh) last 7.5 s. */
export const TOAST_DASHBOARD_ERROR_MS = 7_500;

/** SPEC §8: success and error toasts close after 1500 ms, top-center, without a progress bar. */
const shortToast: ToastOptions = {
  autoClose: TOAST_SHORT_MS,
  position: 'top-center',
  hideProgressBar: true,
};

export function toastSuccess(message: string): void {
  toast.success(message, shortToast);
}

export function toastError(message: string): void {
  toast.error(message, shortToast);
}

/** Something the user should know about what just happened (e.g. an export was cut short). */
export function toastInfo(message: string): void {
  toast.info(message);
}

/** A chat message, order, credit or debit; clicking it opens what it is about. */
export function toastNotification(message: string, onClick?: () => void): void {
  toast.info(message, {
    autoClose: TOAST_NOTIFICATION_MS,
    // Once it has taken the merchant where it points, it has done its job.
    ...(onClick ? { onClick, closeOnClick: true, className: 'cursor-pointer' } : {}),
  });
}

export function toastDashboardError(message: string): void {
  toast.error(message, { autoClose: TOAST_DASHBOARD_ERROR_MS });
}
