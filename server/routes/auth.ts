import Router from '@koa/router';
import {
  emailOnlyRequestSchema,
  FORGOT_PASSWORD_MESSAGE,
  LOGOUT_MESSAGE,
  loginRequestSchema,
  REGISTER_CHECK_EMAIL_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
  RESET_PASSWORD_SUCCESS_MESSAGE,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
} from '../../protocol/api/auth.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import { resendVerification, verifyEmail } from '../commands/emailVerification.ts';
import { loginUser } from '../commands/loginUser.ts';
import { logoutSession } from '../commands/logoutUser.ts';
import { requestPasswordReset, resetPassword } from '../commands/passwordReset.ts';
import { registerUser } from '../commands/registerUser.ts';
import { playerView } from '../data/players.ts';
import type { AppDeps } from '../deps.ts';
import { parse } from '../middlewares/validate.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppContext, AppState } from '../state.ts';

/** The key of the session the request came with (none for a browser without one). */
const sessionKey = (ctx: AppContext): string | undefined =>
  ctx.session && !ctx.session.isNew ? ctx.session.externalKey : undefined;

/** Starts a fresh session for `userId`; the id is regenerated so a planted cookie is worth nothing. */
async function signIn(ctx: AppContext, userId: string): Promise<void> {
  const session = ctx.session!;
  session.userId = userId;
  session.createdAt = Date.now();
  await session.regenerate();
}

/** Register, login, logout, e-mail verification and password reset (spec 000 sections 4, 5, 7). */
export function authRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/register', async (ctx) => {
    const input = parse(registerRequestSchema, ctx.request.body);
    await consumeOrReject(deps.limiters.register, ctx.ip);
    const { user, verificationRequired } = await registerUser(deps, ctx.state.em, {
      ...input,
      language: input.language ?? 'en',
      timezone: input.timezone ?? 'UTC',
    });
    ctx.status = 201;
    if (verificationRequired) {
      ctx.body = { message: REGISTER_CHECK_EMAIL_MESSAGE };
      return;
    }
    await signIn(ctx, user.id);
    ctx.body = presentPlayer(await playerView(ctx.state.em, user));
  });

  router.post('/login', async (ctx) => {
    const input = parse(loginRequestSchema, ctx.request.body);
    const user = await loginUser(deps, ctx.state.em, input, ctx.ip);
    await signIn(ctx, user.id);
    ctx.body = presentPlayer(await playerView(ctx.state.em, user));
  });

  router.post('/logout', async (ctx) => {
    await logoutSession(ctx.state.em, sessionKey(ctx));
    ctx.session = null;
    ctx.body = { message: LOGOUT_MESSAGE };
  });

  router.get('/verify-email', async (ctx) => {
    const query = verifyEmailQuerySchema.safeParse(ctx.query);
    const ok = query.success && (await verifyEmail(ctx.state.em, query.data.token, deps.clock.now()));
    ctx.redirect(`/auth?verified=${ok ? 'true' : 'false'}`);
  });

  router.post('/resend-verification', async (ctx) => {
    const { email } = parse(emailOnlyRequestSchema, ctx.request.body);
    await consumeOrReject(deps.limiters.resendVerification, ctx.ip);
    await resendVerification(deps, ctx.state.em, email);
    ctx.body = { message: RESEND_VERIFICATION_MESSAGE };
  });

  router.post('/forgot-password', async (ctx) => {
    const { email } = parse(emailOnlyRequestSchema, ctx.request.body);
    await consumeOrReject(deps.limiters.forgotPassword, ctx.ip);
    await requestPasswordReset(deps, ctx.state.em, email);
    ctx.body = { message: FORGOT_PASSWORD_MESSAGE };
  });

  router.post('/reset-password', async (ctx) => {
    const input = parse(resetPasswordRequestSchema, ctx.request.body);
    await resetPassword(deps.orm, ctx.state.em, input.token, input.newPassword, deps.clock.now());
    // This browser's own session ends too, whoever it belonged to, with its sockets.
    await logoutSession(ctx.state.em, sessionKey(ctx));
    ctx.session = null;
    ctx.body = { message: RESET_PASSWORD_SUCCESS_MESSAGE };
  });

  return router;
}
