import { type ServerModule } from './app-module';
import { createBlogAdminAuth } from './modules/blog/blog-admin-auth';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes';
import { blogLatestRoutes } from './modules/blog/blog-latest.routes';
import { blogPagesRoutes } from './modules/blog/blog-pages.routes';
import { blogSignInRoutes } from './modules/blog/blog-sign-in.routes';
import { createBlogService } from './modules/blog/blog.service';
import { createFilesService } from './modules/files/files.service';
import { createSecondFactorCheck, hasConfirmedTotp } from './modules/two-factor/public';

/** The demo's blog admin when BLOG_ADMIN_EMAILS is not set and demo stores are on. */
const DEMO_BLOG_ADMIN = 'ada@example.com';

/**
 * Olivia's own blog (issue 29): the admin's API behind the `blogAdmin` server session, and the
 * server-rendered pages readers see.
 */
export const BLOG_MODULES: ServerModule[] = [
  ({ db, config, jobs, dataKeys }) => {
    const admins = config.BLOG_ADMIN_EMAILS ?? (config.SEED_DEMO ? [DEMO_BLOG_ADMIN] : []);
    const auth = createBlogAdminAuth({
      db,
      admins,
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      hasSecondFactor: (userId) => hasConfirmedTotp(db, userId),
      checkSecondFactor: createSecondFactorCheck(db, dataKeys),
    });
    const production = config.NODE_ENV === 'production';
    const blog = createBlogService({ db, jobs, now: jobs.now });
    return {
      api: async (api) => {
        await api.register(blogAdminRoutes, {
          auth,
          blog,
          files: createFilesService({ db, dataKeys }),
          appUrl: config.appUrl,
          production,
        });
        await api.register(blogLatestRoutes, { db, now: jobs.now });
      },
      root: async (app) => {
        await app.register(blogPagesRoutes, { db, appUrl: config.appUrl, now: jobs.now });
        await app.register(blogSignInRoutes, { auth, appUrl: config.appUrl, production });
      },
    };
  },
];
