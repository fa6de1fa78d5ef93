import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { serverErrors } from '@olivia/contracts/messages';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { useSession } from '../../../lib/session';
import { AgentSetupScreen } from './agent-setup-screen';

type Answer = () => Response;
const IMAGE_URL = '/files/3b1f0c1e-0000-4000-8000-000000000001/1999999999.sig';
const ok = { status: 200, message: 'ok' };

/** The verification, upload, PIN and logout calls, each answer replaceable. */
function mockApi(
  answers: { register?: Answer; status?: Answer; setPin?: Answer; hasPin?: Answer } = {},
) {
  return fakeApi(
    fakeEndpoint(
      pinEndpoints.hasPersonalPin,
      () => answers.hasPin?.() ?? jsonResponse(404, { error: serverErrors.pinNotSet }),
    ),
    fakeEndpoint(
      agentEndpoints.status,
      () => answers.status?.() ?? { status: 'none' as const, bvn: '', nin: '' },
    ),
    fakeEndpoint(agentEndpoints.register, () => answers.register?.() ?? ok),
    fakeEndpoint(uploadEndpoints.uploadImage, () => ({ imageURL: IMAGE_URL })),
    fakeEndpoint(pinEndpoints.setPersonalPin, () => answers.setPin?.() ?? ok),
    fakeEndpoint(authEndpoints.logout, () => ok),
  );
}

/** The set-up's own part of the screen (the step at hand). */
const dialog = () => screen.getByRole('region', { name: 'Verify your business' });
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(dialog()).getByRole('button', { name }));

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const boxes = within(dialog()).getAllByLabelText(/^Digit \d of 4$/);
  await user.click(boxes[0] as HTMLElement);
  await user.keyboard(pin);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, bvn = '22212345678') {
  await user.type(within(dialog()).getByLabelText('BVN'), bvn);
  await user.type(within(dialog()).getByLabelText('Place of birth'), 'Enugu');
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'me.jpg', {
    type: 'image/jpeg',
  });
  await user.upload(within(dialog()).getByLabelText('A clear photo of yourself'), file);
}

function renderDialog(currency: 'NGN' | 'GBP' = 'NGN') {
  signInAs({ isAgent: false, curAbbre: currency });
  renderAt('/dashboard', <AgentSetupScreen currency={currency} />);
  return userEvent.setup();
}

describe('agent verification and PIN set-up (docs/product/records.md Dashboard load)', () => {
  it('verifies an NGN store, sets the PIN, and Done signs out to /sign-in', async () => {
    const api = mockApi();
    const user = renderDialog();
    await within(dialog()).findByLabelText('BVN');
    await press(user, 'Verify');
    expect(await within(dialog()).findAllByText('Field is required')).not.toHaveLength(0);

    await fillForm(user);
    await press(user, 'Verify');
    expect(await within(dialog()).findByText('Image not uploaded')).toBeInTheDocument();
    await press(user, 'Upload');
    await within(dialog()).findByRole('img');
    await press(user, 'Verify');

    await within(dialog()).findByText('Set up your 4-digit PIN');
    const [register] = api.of(agentEndpoints.register);
    expect(register?.body).toEqual({
      bvn: '22212345678',
      businessimgurl: 'Enugu',
      imgurl: IMAGE_URL,
      nin: '',
    });

    await press(user, 'Continue');
    expect(await within(dialog()).findByText('Field is required')).toBeInTheDocument();
    await typePin(user, '4826');
    await press(user, 'Continue');
    await typePin(user, '4827');
    await press(user, 'Set PIN');
    expect(await within(dialog()).findByText('PINs do not match')).toBeInTheDocument();
    await press(user, 'Back');
    await typePin(user, '4826');
    await press(user, 'Continue');
    await typePin(user, '4826');
    await press(user, 'Set PIN');

    expect(await within(dialog()).findByText('You are all set up')).toBeInTheDocument();
    const [setPin] = api.of(pinEndpoints.setPersonalPin);
    expect(setPin?.body).toEqual({ newpin: '4826' });
    await press(user, 'Done');
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(api.of(authEndpoints.logout)).toHaveLength(1);
  });

  it("shows the mismatch with ', as you have been blocked.' and keeps the store on the form", async () => {
    mockApi({
      register: () => jsonResponse(400, { error: serverErrors.bvnMismatch }),
    });
    const user = renderDialog();
    await within(dialog()).findByLabelText('BVN');
    await fillForm(user, '11111111111');
    await press(user, 'Upload');
    await within(dialog()).findByRole('img');
    await press(user, 'Verify');
    expect(
      await within(dialog()).findByText(
        'Bvn verification failed. Kindly ensure your name matches what is in bvn file. Contact Support, as you have been blocked.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText('Set up your 4-digit PIN')).toBeNull();
  });

  it('says a blocked store is blocked before it tries again', async () => {
    mockApi({
      status: () => jsonResponse(200, { status: 'blocked', bvn: '*******1111', nin: '' }),
    });
    renderDialog();
    expect(
      await within(dialog()).findByText(/Contact Support, as you have been blocked\.$/),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('answers the fallback as SPEC says when the server gives no text of its own', async () => {
    mockApi({ register: () => jsonResponse(503, { error: 'Service Unavailable' }) });
    const user = renderDialog();
    await within(dialog()).findByLabelText('BVN');
    await fillForm(user);
    await press(user, 'Upload');
    await within(dialog()).findByRole('img');
    await press(user, 'Verify');
    expect(await within(dialog()).findByText('Failed to verify agent')).toBeInTheDocument();
  });

  it("asks the server where set-up stands on 'Agent setup already activated', and goes on to the PIN", async () => {
    let verified = false;
    const api = mockApi({
      // another tab (or the request before a reload) had the BVN accepted
      register: () => {
        verified = true;
        return jsonResponse(400, { error: serverErrors.agentAlreadyActivated });
      },
      status: () => jsonResponse(200, { status: verified ? 'verified' : 'none', bvn: '', nin: '' }),
    });
    const user = renderDialog();
    await within(dialog()).findByLabelText('BVN');
    await fillForm(user);
    await press(user, 'Upload');
    await within(dialog()).findByRole('img');
    await press(user, 'Verify');
    expect(await within(dialog()).findByText('Set up your 4-digit PIN')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Agent setup already activated')).toBeNull();
    expect(api.of(agentEndpoints.status).length).toBeGreaterThan(1);
  });

  it('resumes at the PIN when the BVN was accepted before (a reload), with the steps marked', async () => {
    mockApi({
      status: () => jsonResponse(200, { status: 'verified', bvn: '*******5678', nin: '' }),
    });
    renderDialog();
    expect(await within(dialog()).findByText('Set up your 4-digit PIN')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('BVN')).toBeNull();
    const steps = screen.getByRole('list', { name: 'Set-up steps' });
    expect(within(steps).getByText('Choose your PIN').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('shows all set up when the BVN was accepted and the PIN set, and no form', async () => {
    mockApi({
      status: () => jsonResponse(200, { status: 'verified', bvn: '*******5678', nin: '' }),
      hasPin: () => jsonResponse(200, { status: 200, message: 'Pin set' }),
    });
    renderDialog();
    expect(await within(dialog()).findByText('You are all set up')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('BVN')).toBeNull();
  });

  it('starts at the PIN outside Nigeria (there is no BVN)', async () => {
    mockApi();
    renderDialog('GBP');
    expect(await within(dialog()).findByText('Set up your 4-digit PIN')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('BVN')).toBeNull();
  });
});
