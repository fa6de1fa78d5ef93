import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SignUpRequestSchema } from '../src/auth';
import { ListQuerySchema } from '../src/lists';
import { messages } from '../src/messages';
import { CreateSubUserRequestSchema, UpdateSubUserRequestSchema } from '../src/sub-users';
import { hasUnstorableCharacter, isCleanText, text } from '../src/text';
import { TopUpRequestSchema, TopUpStatusRequestSchema } from '../src/top-up';
import { SandboxPayRequestSchema } from '../src/sandbox-bank';

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'];

describe('clean text (issue 7)', () => {
  it.each([...CONTROLS, ...LONE_SURROGATES, '\t', '\n', '\r'])(
    'refuses %j in single-line text',
    (bad) => {
      expect(isCleanText(`a${bad}b`)).toBe(false);
      expect(isCleanText(bad)).toBe(false);
    },
  );

  it.each([...CONTROLS, ...LONE_SURROGATES])('refuses %j in multi-line text too', (bad) => {
    expect(isCleanText(`a${bad}b`, { multiline: true })).toBe(false);
  });

  it('allows tab, line feed and carriage return only in multi-line text', () => {
    expect(isCleanText('line one\r\n\tline two', { multiline: true })).toBe(true);
  });

  it.each(['', 'Amaka Eze', 'Zoë Ọlá', 'Kettle & Co.', '😀 emoji', '中文', 'ß'])(
    'accepts %j',
    (good) => {
      expect(isCleanText(good)).toBe(true);
      expect(hasUnstorableCharacter(good)).toBe(false);
    },
  );

  it('agrees with String.prototype.isWellFormed on surrogates, for any string', () => {
    const isWellFormed = (value: string) =>
      (value as string & { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const wellFormed = isWellFormed(value);
        expect(hasUnstorableCharacter(value)).toBe(!wellFormed || value.includes('\u0000'));
        if (!wellFormed) expect(isCleanText(value, { multiline: true })).toBe(false);
      }),
    );
  });

  it('words the refusal with messages.invalidCharacters', () => {
    const result = text().trim().min(1, messages.required).safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.invalidCharacters,
    ]);
  });
});

describe('every free-text field of the requests uses it', () => {
  const validSignUp = {
    businessname: 'Kettle & Co',
    firstname: 'Amaka',
    lastname: 'Eze',
    email: 'amaka@example.com',
    phone: '+2348012345678',
    password: 'Kettle#Blue42',
  };
  const validStaff = { ...validSignUp, businessname: undefined };
  const cases: [string, { safeParse: (value: unknown) => unknown }, object, string][] = [
    ['sign-up', SignUpRequestSchema, validSignUp, 'businessname'],
    ['sign-up', SignUpRequestSchema, validSignUp, 'firstname'],
    ['sign-up', SignUpRequestSchema, validSignUp, 'lastname'],
    ['sign-up', SignUpRequestSchema, validSignUp, 'referralcode'],
    ['sign-up', SignUpRequestSchema, validSignUp, 'email'],
    ['sign-up', SignUpRequestSchema, validSignUp, 'phone'],
    ['new sub-user', CreateSubUserRequestSchema, validStaff, 'firstname'],
    ['new sub-user', CreateSubUserRequestSchema, validStaff, 'lastname'],
    ['sub-user update', UpdateSubUserRequestSchema, {}, 'firstname'],
    ['sub-user update', UpdateSubUserRequestSchema, {}, 'lastname'],
    ['top-up', TopUpRequestSchema, { amount: 500 }, 'bank'],
    ['top-up status', TopUpStatusRequestSchema, { reference: 'top_1' }, 'reference'],
    ['top-up status', TopUpStatusRequestSchema, { reference: 'top_1' }, 'ordernumber'],
    ['list query', ListQuerySchema, {}, 'q'],
    ['list query', ListQuerySchema, {}, 'sort'],
    ['sandbox pay', SandboxPayRequestSchema, {}, 'reference'],
  ];

  it.each(cases)('%s refuses a control character in %s', (_name, schema, valid, field) => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\ud800b']) {
      const result = schema.safeParse({ ...valid, [field]: bad }) as {
        success: boolean;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      };
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: [field], message: messages.invalidCharacters }),
      );
    }
  });
});
