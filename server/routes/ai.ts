import type Router from '@koa/router';
import {
  breakdownRequestSchema,
  chatRequestSchema,
  suggestionRequestSchema,
  translateRequestSchema,
} from '../../protocol/api/ai.ts';
import { aiHttpError } from '../ai/httpErrors.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import type { AppState, SignedInContext } from '../state.ts';

/** Aborts the provider call when the player's browser gives up on the request. */
function requestSignal(ctx: SignedInContext): AbortSignal {
  const controller = new AbortController();
  ctx.req.once('close', () => {
    if (!ctx.res.writableEnded) controller.abort();
  });
  return controller.signal;
}

/** The Quest Companion over HTTP (spec 001 section 7); chat also streams over the socket. */
export function aiRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/ai' });
  router.use(async (_ctx, next) => {
    try {
      await next();
    } catch (err) {
      throw aiHttpError(err);
    }
  });
  const once = async <T>(ctx: SignedInContext, work: () => Promise<T>) => {
    await deps.flags.require('ai-companion', ctx.state.user.id);
    return deps.ai.exclusive(ctx.state.user.id, work);
  };

  router.post('/breakdown', async (ctx) => {
    const input = parse(breakdownRequestSchema, ctx.request.body);
    ctx.body = await once(ctx, () => deps.ai.breakdown(input, requestSignal(ctx)));
  });

  router.post('/suggestion', async (ctx) => {
    const input = parse(suggestionRequestSchema, ctx.request.body);
    ctx.body = await once(ctx, () => deps.ai.suggestion(input, requestSignal(ctx)));
  });

  router.post('/chat', async (ctx) => {
    const input = parse(chatRequestSchema, ctx.request.body);
    const message = await once(ctx, () => deps.ai.chat(input, requestSignal(ctx)));
    ctx.body = { message, source: deps.ai.source };
  });

  router.post('/translate', async (ctx) => {
    const { texts, targetLanguage, context } = parse(translateRequestSchema, ctx.request.body);
    ctx.body = {
      translations: await once(ctx, () =>
        deps.ai.translate(texts, targetLanguage, context, requestSignal(ctx)),
      ),
    };
  });

  // The boss screen's batch call: the same translation answered as a map from source to translation.
  router.post('/translate-batch', async (ctx) => {
    const { texts, targetLanguage, context } = parse(translateRequestSchema, ctx.request.body);
    const translated = await once(ctx, () =>
      deps.ai.translate(texts, targetLanguage, context, requestSignal(ctx)),
    );
    ctx.body = { translations: Object.fromEntries(texts.map((t, i) => [t, translated[i] ?? t])) };
  });

  return mountable(router);
}
