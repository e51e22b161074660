import type Router from '@koa/router';
import { quickAddParseRequestSchema } from '../../protocol/api/quickAdd.ts';
import { readQuickAdd } from '../commands/quickAdd.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import { presentQuickAdd } from '../presenters/quickAdd.ts';
import type { AppState } from '../state.ts';

/** `POST /api/quick-add/parse`: what a quick add line says (DESIGN section 13); writes nothing. */
export function quickAddRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/quick-add' });

  router.post('/parse', (ctx) => {
    const input = parse(quickAddParseRequestSchema, ctx.request.body);
    ctx.body = presentQuickAdd(readQuickAdd(deps, ctx.state.user, input));
  });

  return mountable(router);
}
