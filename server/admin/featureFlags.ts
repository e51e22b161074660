import { FeatureFlag } from '../../db/entities/FeatureFlag.ts';
import type { Em } from '../../db/orm.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { presentFlag } from '../presenters/admin.ts';
import type { AdminActor } from './actor.ts';
import { type RequestInfo, writeAudit } from './audit.ts';

export const flagNotFound = () => notFound('Feature flag not found');

/** Switches a feature flag or changes its rollout, audited in the same transaction. */
export async function updateFeatureFlag(
  deps: Pick<AppDeps, 'flags'>,
  em: Em,
  name: string,
  input: { isEnabled?: boolean | undefined; rolloutPercentage?: number | undefined },
  c: { actor: AdminActor; request: RequestInfo },
): Promise<FeatureFlag> {
  const flag = await em.transactional(async (tx) => {
    const found = await tx.findOne(FeatureFlag, { name });
    if (!found) throw flagNotFound();
    const before = presentFlag(found);
    if (input.isEnabled !== undefined) found.isEnabled = input.isEnabled;
    if (input.rolloutPercentage !== undefined) found.rolloutPercentage = input.rolloutPercentage;
    await tx.flush();
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'feature_flag.update',
        resourceType: 'feature_flag',
        resourceId: found.id,
        oldValues: before,
        newValues: presentFlag(found),
      },
      c.request.now,
    );
    return found;
  });
  deps.flags.invalidate(); // this instance at once; the others within their cache time
  return flag;
}
