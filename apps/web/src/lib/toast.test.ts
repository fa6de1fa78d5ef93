import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { toastDashboardError, toastError, toastNotification, toastSuccess } from './toast';

describe('toasts', () => {
  it('shows success and error toasts for 1500 ms, top-center, without a progress bar', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('id');
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    toastSuccess('Saved');
    toastError('Failed');
    const short = { autoClose: 1500, position: 'top-center', hideProgressBar: true };
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Saved', short));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Failed', short));
  });

  it('keeps notification toasts for 20000 ms; a clickable one closes when clicked', async () => {
    const info = vi.spyOn(toast, 'info').mockReturnValue('id');
    const onClick = vi.fn();
    toastNotification('New order', onClick);
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith('New order', {
        autoClose: 20000,
        onClick,
        closeOnClick: true,
        className: 'cursor-pointer',
      }),
    );
    toastNotification('Something else');
    await vi.waitFor(() =>
      expect(info).toHaveBeenLastCalledWith('Something else', { autoClose: 20000 }),
    );
  });

  it('keeps dashboard error toasts for 7500 ms', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    toastDashboardError('Something went wrong, try again later');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Something went wrong, try again later', {
        autoClose: 7500,
      }),
    );
  });
});

describe('toasts offline', () => {
  it('try to fetch react-toastify again with the next toast when a fetch failed', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('react-toastify', async (importOriginal) => {
      if (offline) throw new Error('offline');
      return importOriginal();
    });
    const { loadToastify } = await import('./toast');
    await expect(loadToastify()).rejects.toThrow(/error when mocking/);
    offline = false;
    const toastify = await loadToastify();
    expect(typeof toastify.toast.success).toBe('function');
    vi.doUnmock('react-toastify');
  });
});
