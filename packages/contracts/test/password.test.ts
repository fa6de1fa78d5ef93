import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, SignUpFormSchema } from '../src/auth';
import { NewPasswordSchema, isStrongPassword, passwordRules } from '../src/password';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('new password rules (docs/product/rules.md)', () => {
  it.each([
    ['Abc1!x', true],
    ['abc1!x', false], // no uppercase
    ['ABC1!X', false], // no lowercase
    ['Abcd!x', false], // no digit
    ['Abc12x', false], // no special character
    ['Ab1!x', false], // 5 characters
    ['Xy9?zz', true],
    ['Xy9,zz', true],
  ])('%s strong: %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });

  it('accepts exactly the special characters ! @ # $ % ^ & * . , ?', () => {
    for (const special of '!@#$%^&*.,?') expect(isStrongPassword(`Abc1${special}x`)).toBe(true);
    for (const other of '-_+=~;:') expect(isStrongPassword(`Abc1${other}x`)).toBe(false);
  });

  it('reports each rule separately for the checklist', () => {
    const met = passwordRules.filter((rule) => rule.test('abc')).map((rule) => rule.id);
    expect(met).toEqual(['lowercase']);
  });

  it("answers 'Field is required' when empty and 'Password is not strong enough.' when weak", () => {
    expect(messagesOf(NewPasswordSchema.safeParse(''))).toContain('Field is required');
    expect(messagesOf(NewPasswordSchema.safeParse('weak'))).toEqual([
      'Password is not strong enough.',
    ]);
  });

  it('refuses common passwords in any case', () => {
    expect(messagesOf(NewPasswordSchema.safeParse('P@ssw0rd'))).toEqual([
      'This password is too common. Choose a less predictable one.',
    ]);
    expect(NewPasswordSchema.safeParse('PASSWORD1!').success).toBe(false);
  });

  it('never accepts a password that misses a rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const accepted = NewPasswordSchema.safeParse(value).success;
        if (accepted) expect(passwordRules.every((rule) => rule.test(value))).toBe(true);
      }),
    );
  });
});

describe('forms', () => {
  it("sign-up needs a matching confirmation: 'Passwords do not match'", () => {
    const result = SignUpFormSchema.safeParse({
      businessname: 'Shop',
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.com',
      phone: '+2348012345678',
      password: 'Kettle#Blue42',
      confirmPassword: 'Kettle#Blue43',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('change password: new must differ from old, confirmation must match', () => {
    const same = ChangePasswordFormSchema.safeParse({
      oldpassword: 'Kettle#Blue42',
      newpassword: 'Kettle#Blue42',
      confirmpassword: 'Kettle#Blue42',
    });
    expect(messagesOf(same)).toContain('New password must be different from old password');
    const mismatch = ChangePasswordFormSchema.safeParse({
      oldpassword: 'Old#Pass11',
      newpassword: 'Kettle#Blue42',
      confirmpassword: 'Kettle#Blue4',
    });
    expect(messagesOf(mismatch)).toEqual(['Passwords do not match']);
    const empty = ChangePasswordFormSchema.safeParse({
      oldpassword: '',
      newpassword: '',
      confirmpassword: '',
    });
    expect(messagesOf(empty)).toContain('Field is required');
  });
});
