import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import type { RouteHandle } from '../lib/route-title';
import { BlogAdminGuard } from './guards/blog-admin-guard';
import { SignedInGuard } from './guards/signed-in-guard';
import { BlankLayout } from './layouts/blank-layout';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';
import { guardedRouteObjects, toRouteObjects } from './route-registry/registry-routes';
import { placeholderScreen } from './route-registry/route-entry';
import { ROUTE_REGISTRY } from './route-registry/route-registry';
import { storefrontRoute } from './storefront-routes';

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

// Every screen is its own chunk, loaded when its route is first matched.
const screens = {
  landing: async () => ({
    Component: (await import('../features/marketing/routes/landing-route')).LandingRoute,
  }),
  faqs: async () => ({
    Component: (await import('../features/marketing/routes/faqs-route')).FaqsRoute,
  }),
  // The same page as sign-in.html's (ADR 0022), for a guard's redirect or a link in the app.
  signIn: async () => ({
    Component: (await import('../features/auth/routes/sign-in-page')).SignInPage,
  }),
  signUp: async () => ({
    Component: (await import('../features/auth/routes/sign-up-route')).SignUpRoute,
  }),
  recoverPassword: async () => ({
    Component: (await import('../features/auth/routes/recover-password-route'))
      .RecoverPasswordRoute,
  }),
  recoverPasswordComplete: async () => ({
    Component: (await import('../features/auth/routes/recover-password-complete-route'))
      .RecoverPasswordCompleteRoute,
  }),
  resetPassword: async () => ({
    Component: (await import('../features/auth/routes/reset-password-route')).ResetPasswordRoute,
  }),
  sandboxBank: async () => ({
    Component: (await import('../features/sandbox-bank/routes/sandbox-bank-route'))
      .SandboxBankRoute,
  }),
  notFound: async () => ({
    Component: (await import('../features/errors/routes/not-found-route')).NotFoundRoute,
  }),
};

/** The registry's screens: signed-in ones behind the guard, public ones with the public pages. */
const signedInScreens = guardedRouteObjects(
  ROUTE_REGISTRY.filter((entry) => entry.access !== 'public'),
);
const publicScreens = toRouteObjects(ROUTE_REGISTRY.filter((entry) => entry.access === 'public'));

const layouts = {
  default: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
  blogAdmin: async () => ({
    Component: (await import('./layouts/blog-admin-layout')).BlogAdminLayout,
  }),
};

/** The one route table (docs/product/screens.md); the signed-in screens come from the route registry. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: BlankLayout,
        children: [
          { index: true, lazy: screens.landing },
          { path: '/blogs/:id', handle: handle('blog'), lazy: placeholderScreen },
          { path: '/sign-up', lazy: screens.signUp },
          { path: '/sign-up/:id', lazy: screens.signUp },
          { path: '/sign-in', lazy: screens.signIn },
          ...publicScreens,
          { path: '/faqs', lazy: screens.faqs },
          { path: '/recover-password', lazy: screens.recoverPassword },
          { path: '/recover-password/complete', lazy: screens.recoverPasswordComplete },
          { path: '/reset-password', lazy: screens.resetPassword },
          { path: '/sandbox-bank', lazy: screens.sandboxBank },
          storefrontRoute,
          { path: '*', lazy: screens.notFound },
        ],
      },
      {
        Component: BlogAdminGuard,
        children: [
          {
            lazy: layouts.blogAdmin,
            children: [
              { path: '/blogs/admin', handle: handle('blogAdmin'), lazy: placeholderScreen },
              {
                path: '/blogs/create/:id?',
                handle: handle('blogCreate'),
                lazy: placeholderScreen,
              },
            ],
          },
        ],
      },
      {
        Component: SignedInGuard,
        children: [
          {
            lazy: layouts.default,
            children: [
              {
                ErrorBoundary: RouteErrorPage,
                children: signedInScreens,
              },
            ],
          },
        ],
      },
    ],
  },
];
