import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@olivia/contracts/limits';
import { passwordRules, type PasswordRuleId } from '@olivia/contracts/password';
import { useTranslation } from 'react-i18next';

interface PasswordChecklistProps {
  value: string;
}

/** docs/product/rules.md: the password rules, each turning green as it is met. */
export function PasswordChecklist({ value }: PasswordChecklistProps) {
  const { t } = useTranslation('common');
  const labels: Record<PasswordRuleId, string> = {
    lowercase: t('passwordRules.lowercase'),
    uppercase: t('passwordRules.uppercase'),
    digit: t('passwordRules.digit'),
    special: t('passwordRules.special', { characters: [...PASSWORD_SPECIAL_CHARACTERS].join(' ') }),
    length: t('passwordRules.length', { count: PASSWORD_MIN_LENGTH }),
  };

  return (
    <ul aria-label={t('passwordRules.heading')} className="grid gap-1 text-xs sm:grid-cols-2">
      {passwordRules.map((rule) => {
        const met = rule.test(value);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={`flex items-center gap-1.5 ${met ? 'text-success' : 'text-gray-500 dark:text-gray-400'}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {met ? <path d="M3 8.5l3 3 7-7" /> : <circle cx="8" cy="8" r="5" />}
            </svg>
            <span>{labels[rule.id]}</span>
            <span className="sr-only">
              ({met ? t('passwordRules.met') : t('passwordRules.notMet')})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
