import { EmailSchema } from '@olivia/contracts/auth';
import { messages } from '@olivia/contracts/messages';
import { text } from '@olivia/contracts/text';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { TextField } from '../ui/text-field';
import { FormDrawer } from './form-drawer';

/** A contract-like schema: its messages are the contracts' own. */
const ThingSchema = z.object({
  name: text().trim().min(1, messages.required).max(80),
  email: EmailSchema,
});

function renderDrawer(
  onSubmit = vi.fn(() => Promise.resolve()),
  beforeSubmit?: () => Promise<string | undefined>,
) {
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Behind</button>
      <FormDrawer
        title="New thing"
        schema={ThingSchema}
        defaultValues={{ name: '', email: '' }}
        submitLabel="Create thing"
        onSubmit={onSubmit}
        onClose={onClose}
        {...(beforeSubmit ? { beforeSubmit } : {})}
        serverErrorField={(error) => (error.message === messages.emailTaken ? 'email' : undefined)}
      >
        {({ form, errorOf }) => (
          <>
            <TextField
              label="Name"
              data-autofocus
              {...form.register('name')}
              error={errorOf('name')}
            />
            <TextField label="Email" {...form.register('email')} error={errorOf('email')} />
          </>
        )}
      </FormDrawer>
    </>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('FormDrawer', () => {
  it('is a dialog named by its title, focus on its first field and kept inside', async () => {
    const { user } = renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'New thing' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("validates with the contract's messages and sends nothing until they are met", async () => {
    const { user, onSubmit } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Create thing' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values (trimmed, e-mail lower-cased)', async () => {
    const { user, onSubmit } = renderDrawer();
    await user.type(await screen.findByLabelText('Name'), '  Lamp ');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Lamp', email: 'ada@example.com' }),
    );
  });

  it("puts the server's field errors under their fields, and other failures above them", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Bad Request', { name: ['Field is required'] }))
      .mockRejectedValueOnce(new ApiError(409, messages.emailTaken))
      .mockRejectedValueOnce(new ApiError(0, 'offline', undefined, true));
    const { user } = renderDrawer(onSubmit);
    await user.type(await screen.findByLabelText('Name'), 'Lamp');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const submit = screen.getByRole('button', { name: 'Create thing' });

    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Field is required'),
    );
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your internet connection and try again',
    );
  });

  it('closes with Cancel, the close button and Escape', async () => {
    const { user, onClose } = renderDrawer();
    await screen.findByRole('dialog', { name: 'New thing' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('waits for beforeSubmit, busy and sending once, then sends or shows its refusal', async () => {
    const waits: ((refusal: string | undefined) => void)[] = [];
    const beforeSubmit = vi.fn(
      () => new Promise<string | undefined>((resolve) => waits.push(resolve)),
    );
    const { user, onSubmit, onClose } = renderDrawer(undefined, beforeSubmit);
    await user.type(await screen.findByLabelText('Name'), 'Lamp');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(beforeSubmit).toHaveBeenCalledTimes(1);

    waits[0]?.('Not yet, the image failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not yet, the image failed');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    waits[1]?.(undefined);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Lamp', email: 'ada@example.com' }),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
