import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { CookieSigner } from './auth/cookieSigner.ts';
import { sessionMiddleware } from './auth/koaSession.ts';
import { signedInMarker } from './auth/signedInMarker.ts';
import type { AppDeps } from './deps.ts';
import { metricsRoutes } from './metrics/endpoint.ts';
import { httpMetrics } from './metrics/http.ts';
import { loadCurrentUser } from './middlewares/auth.ts';
import { clientApp } from './middlewares/clientApp.ts';
import { apiCompression } from './middlewares/compression.ts';
import { errorHandler } from './middlewares/errors.ts';
import { idempotencyKeys } from './middlewares/idempotency.ts';
import { clientInlineScriptSources } from './middlewares/inlineScripts.ts';
import { originCheck } from './middlewares/originCheck.ts';
import { outbox } from './middlewares/outbox.ts';
import { requestContext } from './middlewares/requestContext.ts';
import { achievementRoutes } from './routes/achievements.ts';
import { activityRoutes } from './routes/activity.ts';
import { adminRoutes } from './routes/admin.ts';
import { aiRoutes } from './routes/ai.ts';
import { authRoutes } from './routes/auth.ts';
import { bossRoutes } from './routes/boss.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { chatRoutes } from './routes/chat.ts';
import { checklistRoutes } from './routes/checklists.ts';
import { clanRoutes } from './routes/clans.ts';
import { contactRoutes } from './routes/contact.ts';
import { economyRoutes } from './routes/economy.ts';
import { focusSessionRoutes } from './routes/focusSessions.ts';
import { healthRoutes } from './routes/health.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { partyRoutes } from './routes/parties.ts';
import { partyInviteRoutes } from './routes/partyInvites.ts';
import { pushRoutes } from './routes/push.ts';
import { questRoutes } from './routes/quests.ts';
import { quickAddRoutes } from './routes/quickAdd.ts';
import { starterQuestRoutes } from './routes/starterQuests.ts';
import { taskRoutes } from './routes/tasks.ts';
import { userRoutes } from './routes/user.ts';
import type { AppState } from './state.ts';

export interface CreateAppOptions {
  /** Folder of the built client; absent in API-only tests. */
  clientDist?: string;
  isShuttingDown?: () => boolean;
}

export const DEFAULT_CLIENT_DIST = path.join(import.meta.dirname, '..', 'dist', 'client');

/**
 * Helmet's headers. Its Content-Security-Policy names the app's own origins, known only once the
 * server listens (a test's port is chosen then); given as a function, Helmet would rebuild and
 * validate the whole policy on every request. The headers are built once per set of origins
 * instead, which in practice is once.
 */
function securityHeaders(deps: AppDeps, inlineScripts: readonly string[]): Koa.Middleware<AppState> {
  // Only a public https origin asks browsers to upgrade and to remember https: a balancer on plain
  // http (docker-compose on a laptop, the balancer test) must keep working.
  const publicHttps = deps.config.appUrl?.startsWith('https:') ?? false;
  const withOrigins = (socketOrigins: string) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The built page's own inline head start, by its hash (middlewares/inlineScripts.ts).
          'script-src': ["'self'", ...inlineScripts],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          // Sockets go to the app's own origins only ('ws:'/'wss:' would let an injected script
          // talk to any host). 'self' covers same-origin WebSockets in current browsers; the ws(s)
          // forms of the allowed origins are spelled out for browsers that predate that rule.
          'connect-src': ["'self'", socketOrigins],
          'upgrade-insecure-requests': publicHttps ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: publicHttps,
    });
  let built: { origins: string; middleware: Koa.Middleware } | undefined;
  return (ctx, next) => {
    const origins = deps.urls
      .allowedOrigins()
      .map((origin) => origin.replace(/^http/, 'ws'))
      .join(' ');
    if (built?.origins !== origins) built = { origins, middleware: withOrigins(origins) };
    return built.middleware(ctx, next);
  };
}

/** Builds the Koa application; main.ts and the tests both use it. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = deps.config.trustProxy;
  // The left end of X-Forwarded-For is whatever the client wrote; only the entries appended by our
  // own proxies count, so ctx.ip (the rate limits' key) is the address the outermost proxy saw.
  app.maxIpsCount = deps.config.trustProxyHops;
  app.keys = new CookieSigner(deps.secrets.sessionSecret);
  app.silent = true;

  // Outermost, so the status counted is the one the error handler settled on.
  app.use(httpMetrics((o) => deps.metrics.observeHttp(o)));
  app.use(errorHandler(deps.logger));
  // Inside the error handler: the answers it compresses are the routes' own (JSON over 1 KB).
  app.use(apiCompression());
  app.use(securityHeaders(deps, clientInlineScriptSources(options.clientDist)));
  // Helmet has no Permissions-Policy. Features the app never uses are off for it and for anything
  // it embeds; notifications and push are deliberately not listed (the companion's reminders).
  app.use(async (ctx, next) => {
    ctx.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), ' +
        'display-capture=(), accelerometer=(), gyroscope=(), magnetometer=(), interest-cohort=(), browsing-topics=()',
    );
    await next();
  });
  // Before the request context and the session: a scrape touches no database.
  const metrics = metricsRoutes(deps.metrics, deps.config.metricsToken);
  app.use(metrics.routes());
  app.use(metrics.allowedMethods());
  app.use(requestContext(deps.orm, deps.logger));
  app.use(outbox(deps.realtime));
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api')) deps.stats.countRequest();
    await next();
  });
  app.use(originCheck(deps.urls));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      // DELETE /api/admin/users/{id} carries its reason in the body (spec 001 section 7).
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
      onError: (err, ctx) => {
        // The reader's own statuses stay: 413 for a body over the limit, 415 for an unknown
        // Content-Encoding or charset. Anything else is JSON that does not parse.
        const status = 'status' in err && typeof err.status === 'number' ? err.status : 400;
        if (status === 413) ctx.throw(413, 'Request body too large: at most 100 kB of JSON');
        if (status === 415) ctx.throw(415, `Unsupported request body: ${err.message}`);
        ctx.throw(400, `Malformed JSON body: ${err.message}`);
      },
    }),
  );
  app.use(signedInMarker());
  app.use(sessionMiddleware(app as unknown as Koa, deps.orm));
  app.use(loadCurrentUser(deps.clock));
  app.use(idempotencyKeys(deps));

  const isShuttingDown = options.isShuttingDown ?? (() => false);
  // The quest and task lists, the most frequent requests, are tried first: no other router has a
  // path under /api/quests or /api/tasks, so the order changes no answer, only how many routers'
  // patterns those requests are matched against before theirs.
  const routers = [
    questRoutes(deps),
    taskRoutes(deps),
    checklistRoutes('quests'),
    checklistRoutes('tasks'),
    healthRoutes(deps, isShuttingDown),
    authRoutes(deps),
    userRoutes(deps),
    economyRoutes(deps),
    starterQuestRoutes(deps),
    focusSessionRoutes(deps),
    achievementRoutes(),
    activityRoutes(),
    partyRoutes(deps),
    partyInviteRoutes(deps),
    bossRoutes(deps),
    chatRoutes(deps),
    clanRoutes(deps),
    notificationRoutes(deps),
    pushRoutes(deps),
    aiRoutes(deps),
    contactRoutes(deps),
    quickAddRoutes(deps),
    ...calendarRoutes(deps),
    adminRoutes(deps),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  if (options.clientDist) {
    for (const mw of clientApp(options.clientDist, deps.config.adminPath, deps.clock)) app.use(mw);
  }
  return app;
}
