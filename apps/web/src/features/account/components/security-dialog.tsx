import { MAIN_USER } from '@olivia/contracts/roles';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/session';
import { DevicesSection } from './devices-section';
import { RequirementSwitch } from './requirement-switch';
import { TwoFactorSection } from './two-factor-section';

/**
 * Settings › Security (ADR 0040): two-step sign-in (set up, recovery codes, turn off), the main
 * user's requirement of it for sub-users, and the user's signed-in devices.
 */
export function SecurityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  return (
    <Dialog open onClose={onClose} title={t('title')} closable size="lg">
      <div className="space-y-8">
        <TwoFactorSection />
        {isMainUser && <RequirementSwitch />}
        <DevicesSection />
      </div>
    </Dialog>
  );
}
