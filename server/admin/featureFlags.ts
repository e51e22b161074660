import type { Em } from '../../db/orm.ts';
import { changeFeatureFlag, type FeatureFlagRecord, lockFeatureFlag } from '../data/featureFlags.ts';
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
): Promise<FeatureFlagRecord> {
  const now = c.request.now;
  const flag = await em.transactional(async (tx) => {
    const found = await lockFeatureFlag(tx, name);
    if (!found) throw flagNotFound();
    // Only what differs is written: a switch to the state it has already changes nothing, not even `updatedAt`.
    const change = {
      ...(input.isEnabled === undefined || input.isEnabled === found.isEnabled
        ? {}
        : { isEnabled: input.isEnabled }),
      ...(input.rolloutPercentage === undefined || input.rolloutPercentage === found.rolloutPercentage
        ? {}
        : { rolloutPercentage: input.rolloutPercentage }),
    };
    const changed =
      Object.keys(change).length > 0 ? await changeFeatureFlag(tx, found.id, change, now) : found;
    await writeAudit(
      tx,
      c.actor,
      c.request,
      {
        action: 'feature_flag.update',
        resourceType: 'feature_flag',
        resourceId: found.id,
        oldValues: presentFlag(found),
        newValues: presentFlag(changed),
      },
      now,
    );
    return changed;
  });
  deps.flags.invalidate(); // this instance at once; the others within their cache time
  return flag;
}
