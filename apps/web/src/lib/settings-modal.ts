import { create } from 'zustand';

/**
 * docs/product/screens.md Modals: the settings action codes. They are steps of the one modal wizard
 * (steps 0-16) that also carries funds transfer and settlements.
 */
export const SETTINGS_ACTIONS = {
  resetPersonalPin: 4,
  resetSubUserPin: 8,
  changePassword: 11,
  deleteAccount: 12,
  /** Two-step sign-in and devices (ADR 0040); not one of docs/product's codes. */
  security: 17,
  /** API keys and webhooks; not one of docs/product's codes. */
  developers: 18,
} as const;
export type SettingsActionCode = (typeof SETTINGS_ACTIONS)[keyof typeof SETTINGS_ACTIONS];

/** The wizard steps the sidebar opens: funds transfer, settlement amount, settlement account. */
export const WALLET_STEPS = { fundsTransfer: 0, settlement: 13, settlementAccount: 16 } as const;
export type WalletStep = (typeof WALLET_STEPS)[keyof typeof WALLET_STEPS];

export type ModalStep = SettingsActionCode | WalletStep;

interface SettingsModalState {
  /** The open step, or null when the modal is closed. */
  step: ModalStep | null;
  /** The modal's input (e.g. the old PIN). */
  input: string;
  /** Opens a step; docs/product/screens.md: opening one clears the input. */
  open: (step: ModalStep) => void;
  close: () => void;
  setInput: (value: string) => void;
}

/** Which settings or wallet modal is open. The signed-in layout renders the modal for `step`. */
export const useSettingsModal = create<SettingsModalState>()((set) => ({
  step: null,
  input: '',
  open: (step) => set({ step, input: '' }),
  close: () => set({ step: null, input: '' }),
  setInput: (input) => set({ input }),
}));
