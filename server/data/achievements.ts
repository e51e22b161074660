import { sql } from 'kysely';
import { compiler, jsonColumn, type Runner, run, statement } from './prepared.ts';

/** An achievement a completion reached, with the texts its notification and feed entry show. */
export interface ReachedAchievement {
  id: string;
  points: number;
  /** The notification, in the player's language. */
  title: string;
  body: string;
  /** The player's feed entry names it in English, as every feed entry does. */
  feedSubject: string;
}

export interface EarnedAchievements {
  /** The ones newly earned (an achievement already held is skipped). */
  earned: string[];
  /** The player's total points after them (null when none was new). */
  totalPoints: number | null;
  /** The player's row version after the points (the trigger counts this write); null when none was new. */
  version: number | null;
  notifications: {
    id: string;
    type: 'achievement';
    priority: 'normal';
    title: string;
    body: string;
    data: { achievementId: string };
    readAt: null;
    createdAt: Date;
  }[];
}

/**
 * The achievements an action reached, in one statement of its transaction: each
 * recorded once (unique per player and achievement), the player's total points raised by the new
 * ones, a notification and a feed entry for each. Every action earns them so
 * (`commands/progress/earnAchievements.ts`), a quest completion and the others alike.
 */
interface EarnParams {
  userId: string;
  now: Date;
  ids: string[];
  points: number[];
  titles: string[];
  bodies: string[];
  feedSubjects: string[];
}

const EARN_ACHIEVEMENTS = statement('completion_earn_achievements', (p: EarnParams) =>
  compiler
    .with('reached', (q) =>
      q
        .selectFrom(
          sql<{
            achievement_id: string;
            points: number;
            title: string;
            body: string;
            feed_subject: string;
          }>`unnest(${p.ids}::varchar[], ${p.points}::int[], ${p.titles}::text[], ${p.bodies}::text[], ${p.feedSubjects}::text[])`.as(
            sql`r(achievement_id, points, title, body, feed_subject)`,
          ),
        )
        .selectAll(),
    )
    .with('earned', (q) =>
      q
        .insertInto('user_achievements')
        .columns(['id', 'user_id', 'achievement_id', 'earned_at'])
        .expression((eb) =>
          eb
            .selectFrom('reached as r')
            .select((s) => [
              sql<string>`gen_random_uuid()`.as('id'),
              s.val(p.userId).as('user_id'),
              'r.achievement_id',
              s.val(p.now).as('earned_at'),
            ]),
        )
        .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
        .returning('achievement_id'),
    )
    .with('fresh', (q) =>
      q
        .selectFrom('reached as r')
        .innerJoin('earned as e', 'e.achievement_id', 'r.achievement_id')
        .selectAll('r'),
    )
    .with('scored', (q) =>
      q
        .updateTable('users')
        .set((eb) => ({
          total_points: eb(
            'total_points',
            '+',
            eb.selectFrom('fresh').select((f) => f.fn.sum<number>('points').as('sum')),
          ),
        }))
        .where('id', '=', p.userId)
        .where((eb) => eb.exists(eb.selectFrom('fresh').select(eb.lit(1).as('one'))))
        .returning(['total_points', 'version']),
    )
    .with('noted', (q) =>
      q
        .insertInto('notifications')
        .columns(['id', 'user_id', 'type', 'priority', 'title', 'body', 'data', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('fresh as f')
            .select((s) => [
              sql<string>`gen_random_uuid()`.as('id'),
              s.val(p.userId).as('user_id'),
              sql<'achievement'>`'achievement'`.as('type'),
              sql<'normal'>`'normal'`.as('priority'),
              'f.title',
              'f.body',
              sql<object>`jsonb_build_object('achievementId', f.achievement_id)`.as('data'),
              s.val(p.now).as('created_at'),
            ]),
        )
        .returning(['id', 'title', 'body', sql<string>`data->>'achievementId'`.as('achievement_id')]),
    )
    .with('feed', (q) =>
      q
        .insertInto('activity_events')
        .columns(['id', 'user_id', 'type', 'subject', 'data', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('fresh as f')
            .select((s) => [
              sql<string>`gen_random_uuid()`.as('id'),
              s.val(p.userId).as('user_id'),
              sql<string>`'achievement_unlocked'`.as('type'),
              'f.feed_subject',
              sql<object>`jsonb_build_object('achievementId', f.achievement_id, 'points', f.points)`.as(
                'data',
              ),
              s.val(p.now).as('created_at'),
            ]),
        ),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('earned')
        .select(sql<string[] | string>`coalesce(json_agg(achievement_id), '[]'::json)`.as('earned'))
        .as('earned'),
      eb.selectFrom('scored').select('total_points').as('total_points'),
      eb.selectFrom('scored').select('version').as('version'),
      eb
        .selectFrom('noted')
        .select(
          sql<
            { id: string; title: string; body: string; achievement_id: string }[] | string
          >`coalesce(json_agg(noted), '[]'::json)`.as('notifications'),
        )
        .as('notifications'),
    ]),
);

export async function recordReachedAchievements(
  tx: Runner,
  userId: string,
  reached: readonly ReachedAchievement[],
  now: Date,
): Promise<EarnedAchievements> {
  const [row] = await run(tx, EARN_ACHIEVEMENTS, {
    userId,
    now,
    ids: reached.map((r) => r.id),
    points: reached.map((r) => r.points),
    titles: reached.map((r) => r.title),
    bodies: reached.map((r) => r.body),
    feedSubjects: reached.map((r) => r.feedSubject),
  });
  if (!row) throw new Error('recording achievements answered nothing');
  const earned = jsonColumn(row.earned ?? []);
  // Notifications in the order the achievements were reached (the catalogue's).
  const order = new Map(reached.map((r, i) => [r.id, i]));
  const notifications = jsonColumn(row.notifications ?? [])
    .map((n) => ({
      id: n.id,
      type: 'achievement' as const,
      priority: 'normal' as const,
      title: n.title,
      body: n.body,
      data: { achievementId: n.achievement_id },
      readAt: null,
      createdAt: now,
    }))
    .sort((a, b) => (order.get(a.data.achievementId) ?? 0) - (order.get(b.data.achievementId) ?? 0));
  return {
    earned,
    totalPoints: row.total_points === null ? null : Number(row.total_points),
    version: row.version === null ? null : Number(row.version),
    notifications,
  };
}
