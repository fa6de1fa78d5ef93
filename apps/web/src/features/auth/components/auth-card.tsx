import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';
import { publicPaths } from '../../../lib/public-paths';
import { productName } from '../../../lib/page-title';

interface AuthCardProps {
  heading: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The frame of the public account screens: logo, a white card, and a line under it. */
export function AuthCard({ heading, intro, children, footer, wide = false }: AuthCardProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-light via-white to-white px-4 py-10 dark:from-gray-900 dark:via-gray-950 dark:to-gray-950">
      <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="mb-6 flex justify-center">
          {/* A plain link: /sign-in, a document of its own, has no router (ADR 0022). */}
          <a href={publicPaths.home} aria-label={t('layout.homeLink', { product: productName() })}>
            <Logo />
          </a>
        </div>
        <main className="rounded-md bg-white p-6 shadow-[0_10px_30px_-12px_rgba(67,97,238,0.25)] sm:p-8 dark:bg-gray-900">
          <h1 className="text-2xl font-bold text-dark dark:text-white">{heading}</h1>
          {intro && <p className="mt-1 mb-6 text-sm text-gray-500 dark:text-gray-400">{intro}</p>}
          {children}
        </main>
        {footer && (
          <div className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">{footer}</div>
        )}
      </div>
    </div>
  );
}
