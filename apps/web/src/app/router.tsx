import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import type { RouteHandle } from '../lib/route-title';
import { SignedInGuard } from './guards/signed-in-guard';
import { BlankLayout } from './layouts/blank-layout';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';
import { guardedRouteObjects, toRouteObjects } from './route-registry/registry-routes';
import { ROUTE_REGISTRY } from './route-registry/route-registry';
import { storefrontRoute } from './storefront-routes';
import { screenPaths } from '../lib/screen-paths';

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

const blogScreens = {
  post: async () => ({
    Component: (await import('../features/blog/routes/blog-post-route')).BlogPostRoute,
  }),
  admin: async () => ({
    Component: (await import('../features/blog/routes/blog-admin-route')).BlogAdminRoute,
  }),
  editor: async () => ({
    Component: (await import('../features/blog/routes/blog-editor-route')).BlogEditorRoute,
  }),
};

/**
 * The one route table (docs/product/screens.md); the signed-in screens come from the route
 * registry.
 */
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
          { path: screenPaths.blog, handle: handle('blog'), lazy: blogScreens.post },
          { path: screenPaths.signUp, lazy: screens.signUp },
          { path: screenPaths.signUpWithReferrer, lazy: screens.signUp },
          { path: screenPaths.signIn, lazy: screens.signIn },
          ...publicScreens,
          { path: screenPaths.faqs, lazy: screens.faqs },
          { path: screenPaths.recoverPassword, lazy: screens.recoverPassword },
          { path: screenPaths.recoverPasswordComplete, lazy: screens.recoverPasswordComplete },
          { path: screenPaths.resetPassword, lazy: screens.resetPassword },
          { path: screenPaths.sandboxBank, lazy: screens.sandboxBank },
          storefrontRoute,
          { path: '*', lazy: screens.notFound },
        ],
      },
      {
        // Lazy: the guard asks the blog's API, which no other page needs on its first load.
        lazy: async () => ({
          Component: (await import('./guards/blog-admin-guard')).BlogAdminGuard,
        }),
        children: [
          {
            lazy: layouts.blogAdmin,
            children: [
              { path: screenPaths.blogAdmin, handle: handle('blogAdmin'), lazy: blogScreens.admin },
              {
                path: screenPaths.blogCreate,
                handle: handle('blogCreate'),
                lazy: blogScreens.editor,
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
