import type Router from '@koa/router';
import {
  avatarRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  EMAIL_CHANGE_PENDING_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  sessionIdParamsSchema,
  updateNicknameRequestSchema,
  updateProfileRequestSchema,
} from '../../protocol/api/user.ts';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  exportAccount,
  followRotatedSession,
  listSessions,
  sessionNotFound,
} from '../commands/account.ts';
import { updateAvatar, updateNickname, updateProfile } from '../commands/profile.ts';
import { playerView } from '../data/players.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppState, SignedInContext } from '../state.ts';
import { sessionAnswer } from './answers.ts';

/** The signed-in player's own account. */
export function userRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api' });

  // Both answer the same presenter: the spec's client calls each in different places.
  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sessionAnswer(ctx.state);
  });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sessionAnswer(ctx.state);
  });

  router.patch('/user', async (ctx) => {
    const input = parse(updateProfileRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateProfile(ctx.state.em, ctx.state.player.id, input));
  });

  router.patch('/user/nickname', async (ctx) => {
    const { nickname } = parse(updateNicknameRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateNickname(ctx.state.em, ctx.state.player.id, nickname));
  });

  // The spec's client calls both for the same change (the avatar card and the customizer).
  const saveAvatar = async (ctx: SignedInContext) => {
    const input = parse(avatarRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateAvatar(ctx.state.em, ctx.state.player.id, input));
  };
  router.patch('/user/avatar', saveAvatar);
  router.put('/avatar/customize', saveAvatar);

  // Your account is yours (DESIGN section 12).
  const requestInfo = (ctx: SignedInContext) => ({ ip: ctx.ip, userAgent: ctx.get('user-agent') || null });
  /** The session row's key: the current session is never listed by it, only compared with it. */
  const currentSid = (ctx: SignedInContext) => ctx.session?.externalKey ?? '';

  router.post('/user/password', async (ctx) => {
    const input = parse(changePasswordRequestSchema, ctx.request.body);
    const oldSid = currentSid(ctx);
    await changePassword(deps, ctx.state.em, ctx.state.user, input, oldSid, ctx.ip);
    // The current session stays, under a new id (and cookie): a copy of the old cookie is worth nothing.
    const session = ctx.session!;
    session.createdAt = Date.now();
    await session.regenerate();
    followRotatedSession(oldSid, ctx.state.savedSessionKey);
    ctx.body = { message: PASSWORD_CHANGED_MESSAGE };
  });

  router.post('/user/email', async (ctx) => {
    const input = parse(changeEmailRequestSchema, ctx.request.body);
    const { user, pendingEmail } = await changeEmail(
      deps,
      ctx.state.em,
      ctx.state.user,
      input,
      requestInfo(ctx),
    );
    ctx.body = {
      message: pendingEmail ? EMAIL_CHANGE_PENDING_MESSAGE : EMAIL_CHANGED_MESSAGE,
      pendingEmail,
      user: presentPlayer(await playerView(ctx.state.em, user)),
    };
  });

  router.get('/user/sessions', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      sessions: await listSessions(ctx.state.em, ctx.state.user.id, currentSid(ctx), deps.clock.now()),
    };
  });

  router.delete('/user/sessions', async (ctx) => {
    await endOtherSessions(ctx.state.em, ctx.state.user.id, currentSid(ctx));
    ctx.status = 204;
  });

  router.delete('/user/sessions/:id', async (ctx) => {
    const params = sessionIdParamsSchema.safeParse(ctx.params);
    if (!params.success) throw sessionNotFound();
    const { wasCurrent } = await endSession(
      ctx.state.em,
      ctx.state.user.id,
      params.data.id,
      currentSid(ctx),
      deps.clock.now(),
    );
    if (wasCurrent) ctx.session = null;
    ctx.status = 204;
  });

  router.get('/user/export', async (ctx) => {
    const day = new Date().toISOString().slice(0, 10);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="quest-planner-${day}.json"`);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = exportAccount(deps, ctx.state.user.id, deps.clock.now());
  });

  router.delete('/user', async (ctx) => {
    const { password } = parse(deleteAccountRequestSchema, ctx.request.body);
    await deleteAccount(deps, ctx.state.em, ctx.state.user, password, requestInfo(ctx));
    ctx.session = null;
    ctx.status = 204;
  });

  return mountable(router);
}
