import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useErrorMessage } from '../../../lib/messages';
import { useTwoFactorRequirement, useTwoFactorStatus } from '../api/security-api';

/** The main user's switch: every sub-user must use two-step sign-in. */
export function RequirementSwitch() {
  const { t } = useTranslation('security');
  const errorText = useErrorMessage();
  const status = useTwoFactorStatus();
  const change = useTwoFactorRequirement();
  if (!status.data) return null;
  return (
    <section className="space-y-3" aria-labelledby="requirement-heading">
      <h3 id="requirement-heading" className="font-semibold text-dark dark:text-gray-100">
        {t('requirement.heading')}
      </h3>
      {change.error && <Alert>{errorText(change.error)}</Alert>}
      <CheckboxField
        label={t('requirement.label')}
        hint={t('requirement.hint')}
        checked={status.data.required}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
    </section>
  );
}
