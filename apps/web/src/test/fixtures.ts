import type { SignInResponse } from '@olivia/contracts/auth';
import { saveSession, type StoredUser } from '../lib/session';

export function signInResponse(overrides: Partial<SignInResponse> = {}): SignInResponse {
  return {
    userCategory: 'OLIVIA_USER',
    systemid: 'store-1',
    token: 'token-1',
    isAgent: true,
    setup: { controlchat: false, viewbalance: true },
    isVerified: true,
    curSymbol: '₦',
    curAbbre: 'NGN',
    logourl: '',
    url: 'https://ada.example.com',
    staticaccountname: 'Ada Stores',
    staticaccountbank: 'Wema Bank',
    staticaccountnumber: '0123456789',
    firstname: 'Ada',
    businessname: 'Ada Stores',
    email: 'ada@example.com',
    allowsubusertransfer: false,
    ...overrides,
  };
}

export function signInAs(overrides: Partial<SignInResponse> = {}): SignInResponse {
  const response = signInResponse(overrides);
  saveSession(response);
  return response;
}

/** The `user` that signing in as `signInResponse()` keeps in local storage. */
export const storedAda: StoredUser = {
  firstname: 'Ada',
  businessname: 'Ada Stores',
  email: 'ada@example.com',
  userCategory: 'OLIVIA_USER',
  allowsubusertransfer: false,
  currency: 'NGN',
};
