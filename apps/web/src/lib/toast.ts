import { TOAST_SHORT_MS } from '@olivia/contracts/limits';
import { toast, type ToastOptions } from 'react-toastify';

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
