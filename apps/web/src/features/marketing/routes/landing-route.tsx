import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { screenPaths } from '../../../lib/screen-paths';
import { FeatureGrid } from '../components/feature-grid';
import { LatestPosts } from '../components/latest-posts';
import { PhoneDrawing } from '../components/phone-drawing';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

const primaryLink =
  'rounded-md bg-primary px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-primary-dark';
const secondaryLink =
  'rounded-md border border-primary px-6 py-3 text-sm font-semibold text-primary hover:bg-primary hover:text-white';

export function LandingRoute() {
  usePageTitle('home');
  const { t } = useTranslation('marketing');

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-primary-light to-surface dark:from-gray-900 dark:to-gray-950">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_auto]">
            <div className="text-center lg:text-left">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {t('landing.eyebrow')}
              </p>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-dark sm:text-5xl dark:text-white">
                {t('landing.heading')}
              </h1>
              <p className="mx-auto mt-5 max-w-2xl text-lg text-gray-600 lg:mx-0 dark:text-gray-300">
                {t('landing.intro')}
              </p>
              <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
                <Link to={screenPaths.signUp} className={primaryLink}>
                  {t('landing.primaryCta')}
                </Link>
                <Link to={screenPaths.signIn} className={secondaryLink}>
                  {t('landing.secondaryCta')}
                </Link>
              </div>
            </div>
            <PhoneDrawing label={t('landing.pictureAlt')} />
          </div>
        </section>
        <section
          aria-labelledby="features-heading"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        >
          <h2
            id="features-heading"
            className="text-center text-3xl font-bold text-dark dark:text-white"
          >
            {t('landing.featuresHeading')}
          </h2>
          <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-gray-600 dark:text-gray-400">
            {t('landing.featuresIntro')}
          </p>
          <FeatureGrid />
        </section>
        <LatestPosts />
        <section className="mx-auto mb-16 max-w-6xl px-4 sm:px-6">
          <div className="rounded-md bg-primary px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-2xl font-bold sm:text-3xl">{t('landing.ctaHeading')}</h2>
            <p className="mx-auto mt-3 max-w-xl text-white">{t('landing.ctaBody')}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link
                to={screenPaths.signUp}
                className="rounded-md bg-white px-6 py-3 text-sm font-semibold text-primary hover:bg-primary-light"
              >
                {t('landing.ctaSignUp')}
              </Link>
              <Link
                to={screenPaths.signIn}
                className="rounded-md border border-white px-6 py-3 text-sm font-semibold text-white hover:bg-white/10"
              >
                {t('landing.ctaSignIn')}
              </Link>
            </div>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
