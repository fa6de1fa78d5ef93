import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { toastDashboardError, toastError, toastNotification, toastSuccess } from './toast';

describe('toasts', () => {
  it('shows success and error toasts for 1500 ms, top-center, without a progress bar', () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('id');
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    toastSuccess('Saved');
    toastError('Failed');
    const short = { autoClose: 1500, position: 'top-center', hideProgressBar: true };
    expect(success).toHaveBeenCalledWith('Saved', short);
    expect(error).toHaveBeenCalledWith('Failed', short);
  });

  it('keeps notification toasts for 20000 ms; a clickable one closes when clicked', () => {
    const info = vi.spyOn(toast, 'info').mockReturnValue('id');
    const onClick = vi.fn();
    toastNotification('New order', onClick);
    expect(info).toHaveBeenCalledWith('New order', {
      autoClose: 20000,
      onClick,
      closeOnClick: true,
      className: 'cursor-pointer',
    });
    toastNotification('Something else');
    expect(info).toHaveBeenLastCalledWith('Something else', { autoClose: 20000 });
  });

  it('keeps dashboard error toasts for 7500 ms', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    toastDashboardError('Something went wrong, try again later');
    expect(error).toHaveBeenCalledWith('Something went wrong, try again later', {
      autoClose: 7500,
    });
  });
});
