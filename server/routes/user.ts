import type Router from '@koa/router';
import type { User } from '../../db/entities/User.ts';
import {
  avatarRequestSchema,
  updateNicknameRequestSchema,
  updateProfileRequestSchema,
} from '../../protocol/api/user.ts';
import { updateAvatar, updateNickname, updateProfile } from '../commands/profile.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from '../realtime/publish.ts';
import type { AppState, SignedInContext } from '../state.ts';

/** The signed-in player's own account. */
export function userRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api' });

  // Both answer the same presenter: the spec's client calls each in different places.
  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await presentUserWithEquipment(ctx.state.em, ctx.state.user);
  });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await presentUserWithEquipment(ctx.state.em, ctx.state.user);
  });

  router.patch('/user', async (ctx) => {
    const input = parse(updateProfileRequestSchema, ctx.request.body);
    const user = await updateProfile(ctx.state.em, ctx.state.user.id, input);
    ctx.body = await presentAndPublish(deps, ctx, user);
  });

  router.patch('/user/nickname', async (ctx) => {
    const { nickname } = parse(updateNicknameRequestSchema, ctx.request.body);
    const user = await updateNickname(ctx.state.em, ctx.state.user.id, nickname);
    ctx.body = await presentAndPublish(deps, ctx, user);
  });

  // The spec's client calls both for the same change (the avatar card and the customizer).
  const saveAvatar = async (ctx: SignedInContext) => {
    const input = parse(avatarRequestSchema, ctx.request.body);
    const user = await updateAvatar(ctx.state.em, ctx.state.user.id, input);
    ctx.body = await presentAndPublish(deps, ctx, user);
  };
  router.patch('/user/avatar', saveAvatar);
  router.put('/avatar/customize', saveAvatar);

  return mountable(router);
}

async function presentAndPublish(deps: AppDeps, ctx: SignedInContext, user: User) {
  const dto = await presentUserWithEquipment(ctx.state.em, user);
  publishPlayerProgress(deps.realtime, dto);
  return dto;
}
