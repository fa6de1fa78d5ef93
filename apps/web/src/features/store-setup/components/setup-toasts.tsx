import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';
import { TOAST_NOTIFICATION_MS, toastPrompt } from '../../../lib/toast';

/** Which prompts this tab has shown: each once per browser session, not on every visit. */
const SHOWN_KEY = 'setupToastsShown';
const PROMPTS = { logo: screenPaths.logo, products: screenPaths.products } as const;
type Prompt = keyof typeof PROMPTS;

function shownPrompts(): string[] {
  try {
    const shown: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(shown) ? shown.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

interface SetupPromptProps {
  text: string;
  action: string;
  to: string;
  /** Goes to `to` through the screen's router (toasts render outside it), closing the toast. */
  onGo: () => void;
}

function SetupPrompt({ text, action, to, onGo }: SetupPromptProps) {
  return (
    <p className="text-sm">
      {text}{' '}
      <a
        href={to}
        className="font-semibold underline"
        onClick={(event) => {
          event.preventDefault();
          onGo();
        }}
      >
        {action}
      </a>
    </p>
  );
}

interface SetupToastsProps {
  /** The dashboard's `setuplogo`: the store has no logo (and this user may add one). */
  logo: boolean;
  /** The dashboard's `setupproducts`: the store has no product yet. */
  products: boolean;
}

/**
 * docs/product/screens.md: toasts prompting to set up the business logo (/logo/all) or products
 * (/products/all), each once per browser session. The dashboard loads this only when one is due.
 */
export function SetupToasts({ logo, products }: SetupToastsProps) {
  const { t } = useTranslation('storeSetup');
  const navigate = useNavigate();

  useEffect(() => {
    const due = (Object.keys(PROMPTS) as Prompt[]).filter((prompt) =>
      prompt === 'logo' ? logo : products,
    );
    const shown = shownPrompts();
    for (const prompt of due.filter((candidate) => !shown.includes(candidate))) {
      shown.push(prompt);
      const to = PROMPTS[prompt];
      toastPrompt(
        ({ closeToast }) => (
          <SetupPrompt
            text={t(`toasts.${prompt}`)}
            action={t(`toasts.${prompt}Action`)}
            to={to}
            onGo={() => {
              closeToast();
              void navigate(to);
            }}
          />
        ),
        { toastId: `setup-${prompt}`, autoClose: TOAST_NOTIFICATION_MS },
      );
    }
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify(shown));
  }, [logo, products, navigate, t]);

  return null;
}
