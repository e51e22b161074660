import Router from '@koa/router';
import type { z } from 'zod';
import {
  CONTACT_SENT_MESSAGE,
  contactRequestSchema,
  type contactSentSchema,
} from '../../protocol/api/contact.ts';
import { sendContactMessage } from '../commands/sendContactMessage.ts';
import type { AppDeps } from '../deps.ts';
import { parse } from '../middlewares/validate.ts';
import type { AppState } from '../state.ts';

/** `POST /api/contact`: the contact page's message to the team, signed in or not. */
export function contactRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/contact', async (ctx) => {
    const input = parse(contactRequestSchema, ctx.request.body);
    await sendContactMessage(
      deps,
      ctx.state.em,
      input,
      { user: ctx.state.user, ip: ctx.ip },
      deps.clock.now(),
    );
    ctx.status = 201;
    ctx.body = { message: CONTACT_SENT_MESSAGE } satisfies z.infer<typeof contactSentSchema>;
  });

  return router;
}
