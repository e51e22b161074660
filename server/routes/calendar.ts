import { createHash } from 'node:crypto';
import Router from '@koa/router';
import {
  calendarNotFound,
  calendarText,
  makeCalendarFeed,
  turnOffCalendarFeed,
} from '../commands/calendarFeed.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import type { AppState } from '../state.ts';

/**
 * The calendar feed (DESIGN section 14): `POST /api/calendar/feed` makes or replaces the player's
 * secret address, `DELETE` turns it off; `GET /api/calendar/{token}.ics` needs no cookie (a
 * calendar app polls it) and answers an ETag, so an unchanged feed costs a 304 and no body.
 */
export function calendarRoutes(deps: AppDeps): Router<AppState>[] {
  const player = signedInRouter({ prefix: '/api/calendar' });
  player.post('/feed', async (ctx) => {
    ctx.body = await makeCalendarFeed(deps, ctx.state.em, ctx.state.player.id);
  });
  player.delete('/feed', async (ctx) => {
    await turnOffCalendarFeed(ctx.state.em, ctx.state.player.id);
    ctx.status = 204;
  });

  const feed = new Router<AppState>({ prefix: '/api/calendar' });
  feed.get('/:file', async (ctx) => {
    const match = /^(.+)\.ics$/.exec(ctx.params.file ?? '');
    if (!match?.[1]) throw calendarNotFound();
    const text = await calendarText(ctx.state.em, match[1]);
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    ctx.set('ETag', etag);
    // Private (the address is a secret) and checked again on every poll.
    ctx.set('Cache-Control', 'private, no-cache');
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = text;
  });

  return [mountable(player), feed];
}
