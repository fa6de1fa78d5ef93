import type { SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs, signInResponse } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { SignUpRoute } from './sign-up-route';

/** The sign-up endpoint answering `answer` (by default, the new owner signed in). */
const fakeSignUp = (answer: () => SignInResponse | Response = () => signInResponse()) =>
  fakeApi(fakeEndpoint(authEndpoints.signUp, answer));

async function fillForm(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Business name'), 'Ada Stores');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone'), '+234 801 234 5678');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  return user;
}

describe('sign-up screen', () => {
  it('turns each password rule green as it is met', async () => {
    renderAt('/sign-up', <SignUpRoute />);
    const rules = within(screen.getByRole('list', { name: 'Your password must contain' }));
    const rule = (name: string) => rules.getByText(name).closest('li');

    expect(rule('A lowercase letter')).toHaveAttribute('data-met', 'false');
    await userEvent.setup().type(screen.getByLabelText('Password'), 'ab');

    expect(rule('A lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('A lowercase letter')).toHaveClass('text-success');
    expect(rule('An uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(rule('At least 6 characters')).toHaveAttribute('data-met', 'false');
  });

  it('says when the passwords do not match', async () => {
    const { requests } = fakeSignUp();
    renderAt('/sign-up', <SignUpRoute />);
    const user = await fillForm('Tr1cky!pass', 'Tr1cky!pasS');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows server field errors under their fields', async () => {
    fakeSignUp(() =>
      jsonResponse(400, {
        error: 'Bad Request',
        details: { phone: ['Enter a valid phone number'] },
      }),
    );
    renderAt('/sign-up', <SignUpRoute />);
    const user = await fillForm('Tr1cky!pass', 'Tr1cky!pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the referral code of /sign-up/:id and opens the dashboard', async () => {
    const api = fakeSignUp();
    renderAt('/sign-up/REF42', <SignUpRoute />, '/sign-up/:id');
    expect(screen.getByLabelText('Referral code')).toHaveValue('REF42');
    const user = await fillForm('Tr1cky!pass', 'Tr1cky!pass');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.of(authEndpoints.signUp)[0]?.body).toEqual({
      businessname: 'Ada Stores',
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      phone: '+2348012345678',
      password: 'Tr1cky!pass',
      currency: 'GBP',
      referralcode: 'REF42',
    });
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('sends someone already signed in to the dashboard instead of the form', async () => {
    signInAs();
    renderAt('/sign-up', <SignUpRoute />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
  });
});
