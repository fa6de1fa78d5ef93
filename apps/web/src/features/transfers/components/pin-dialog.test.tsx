import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { mockTransfersApi } from '../test/transfers-api';
import { PinDialog } from './pin-dialog';

function renderPin(kind: 'personal' | 'staff') {
  signInAs();
  const onClose = vi.fn();
  renderAt('/dashboard', <PinDialog kind={kind} mode="reset" onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

const dialog = () => screen.getByRole('dialog');
async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const boxes = within(dialog()).getAllByLabelText(/^Digit \d of 4$/);
  await user.click(boxes[0] as HTMLElement);
  if (pin) await user.keyboard(pin);
}
async function clearPin(user: ReturnType<typeof userEvent.setup>) {
  const boxes = within(dialog()).getAllByLabelText(/^Digit \d of 4$/);
  await user.click(boxes[3] as HTMLElement);
  for (let i = 0; i < 4; i += 1) await user.keyboard('{Backspace}');
}
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(dialog()).getByRole('button', { name }));

describe('PIN reset (steps 4-7 and 8-10)', () => {
  it("checks each step with docs/product/rules.md's messages, then saves old and new PIN", async () => {
    const api = mockTransfersApi();
    const { user, onClose } = renderPin('personal');
    await press(user, 'Continue');
    expect(await within(dialog()).findByText('PIN must be four digits')).toBeInTheDocument();
    await typePin(user, '4826');
    await press(user, 'Continue');

    await within(dialog()).findByRole('group', { name: 'New PIN' });
    await press(user, 'Continue');
    expect(await within(dialog()).findByText('Enter PIN')).toBeInTheDocument();
    await typePin(user, '4826');
    await press(user, 'Continue');
    expect(
      await within(dialog()).findByText('New PIN must be different from old PIN'),
    ).toBeInTheDocument();
    await clearPin(user);
    await typePin(user, '1234');
    await press(user, 'Continue');
    expect(
      await within(dialog()).findByText('This PIN is too easy to guess. Choose another.'),
    ).toBeInTheDocument();
    await clearPin(user);
    await typePin(user, '5937');
    await press(user, 'Continue');

    await within(dialog()).findByRole('group', { name: 'Confirm new PIN' });
    await typePin(user, '5938');
    await press(user, 'Save PIN');
    expect(await within(dialog()).findByText('PINs do not match')).toBeInTheDocument();
    await clearPin(user);
    await typePin(user, '5937');
    await press(user, 'Save PIN');
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Your PIN has been changed.',
    );
    expect(api.of(pinEndpoints.setPersonalPin)[0]?.body).toEqual({
      oldpin: '4826',
      newpin: '5937',
    });
    await press(user, 'Done');
    expect(onClose).toHaveBeenCalled();
  });

  it("lets the main user set the staff PIN the first time with 'I haven't set this up before'", async () => {
    const api = mockTransfersApi();
    const { user } = renderPin('staff');
    await user.click(
      within(dialog()).getByRole('checkbox', { name: "I haven't set this up before" }),
    );
    await press(user, 'Continue');
    await typePin(user, '3719');
    await press(user, 'Continue');
    await typePin(user, '3719');
    await press(user, 'Save PIN');
    await within(dialog()).findByRole('status');
    expect(api.of(pinEndpoints.setStaffPin)[0]?.body).toEqual({ newpin: '3719' });
  });

  it("shows the server's word, also as a toast, when the old PIN is wrong", async () => {
    mockTransfersApi({
      setPersonalPin: () =>
        jsonResponse(400, { error: 'Incorrect PIN', details: { oldpin: ['Incorrect PIN'] } }),
    });
    const { user } = renderPin('personal');
    await typePin(user, '1111');
    await press(user, 'Continue');
    await typePin(user, '5937');
    await press(user, 'Continue');
    await typePin(user, '5937');
    await press(user, 'Save PIN');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Incorrect PIN');
    expect(await screen.findAllByText('Incorrect PIN')).toHaveLength(2); // the dialog and the toast
  });
});
