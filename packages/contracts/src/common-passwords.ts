/**
 * Passwords that meet SPEC's character rules yet top every leaked-password list. Compared
 * case-insensitively, so 'PASSWORD1!' and 'password1!' are both refused.
 */
const COMMON_PASSWORDS = new Set([
  'password1!', 'password1@', 'password1.', 'password1?', 'password1#', 'password1$',
  'password123!', 'password123@', 'password123#', 'password@123', 'password@1', 'password#1',
  'password!1', 'password1234!', 'p@ssw0rd', 'p@ssw0rd1', 'p@ssw0rd!', 'p@ssword1', 'p@55w0rd',
  'passw0rd!', 'passw0rd@', 'passw0rd1!', 'pa$$w0rd', 'pa$$word1', 'welcome1!', 'welcome@1',
  'welcome123!', 'welcome@123', 'qwerty1!', 'qwerty123!', 'qwerty@123', 'qwerty@1', 'abc123!',
  'abc@123', 'abcd@1234', 'abc123$', 'admin@123', 'admin123!', 'admin@1', 'admin1!', 'test@123',
  'test123!', 'letmein1!', 'iloveyou1!', 'monkey1!', 'dragon1!', 'sunshine1!', 'princess1!',
  'football1!', 'baseball1!', 'master1!', 'shadow1!', 'summer2024!', 'summer2025!', 'summer2026!',
  'winter2024!', 'winter2025!', 'winter2026!', 'spring2026!', 'autumn2026!', 'changeme1!',
  'changeme@1', 'nigeria@123', 'nigeria1!', 'lagos@123', 'london@123', 'olivia@123', 'olivia1!',
  'aa123456!', 'a1b2c3!', 'zaq1@wsx', 'zaq12wsx!', '1qaz@wsx', '1qaz!qaz', 'q1w2e3r4!',
  'q1w2e3r4t5!', '1q2w3e4r!', 'asdf1234!', 'asdf@1234', 'hello123!', 'hello@123', 'love@123',
  'secret1!', 'trustno1!', 'computer1!', 'michael1!', 'jesus@123', 'god@1234', 'money@123',
]);

export function isCommonPassword(value: string): boolean {
  return COMMON_PASSWORDS.has(value.toLowerCase());
}
