import type Router from '@koa/router';
import {
  avatarRequestSchema,
  updateNicknameRequestSchema,
  updateProfileRequestSchema,
} from '../../protocol/api/user.ts';
import { updateAvatar, updateNickname, updateProfile } from '../commands/profile.ts';
import { playerView } from '../data/players.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppState, SignedInContext } from '../state.ts';

/** The signed-in player's own account. */
export function userRoutes(_deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api' });

  // Both answer the same presenter: the spec's client calls each in different places.
  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentPlayer(await playerView(ctx.state.em, ctx.state.user));
  });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentPlayer(await playerView(ctx.state.em, ctx.state.user));
  });

  router.patch('/user', async (ctx) => {
    const input = parse(updateProfileRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateProfile(ctx.state.em, ctx.state.user.id, input));
  });

  router.patch('/user/nickname', async (ctx) => {
    const { nickname } = parse(updateNicknameRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateNickname(ctx.state.em, ctx.state.user.id, nickname));
  });

  // The spec's client calls both for the same change (the avatar card and the customizer).
  const saveAvatar = async (ctx: SignedInContext) => {
    const input = parse(avatarRequestSchema, ctx.request.body);
    ctx.body = presentPlayer(await updateAvatar(ctx.state.em, ctx.state.user.id, input));
  };
  router.patch('/user/avatar', saveAvatar);
  router.put('/avatar/customize', saveAvatar);

  return mountable(router);
}
