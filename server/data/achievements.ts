import { jsonColumn, type Runner, run, statement } from './prepared.ts';

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
const EARN_ACHIEVEMENTS = statement(
  'completion_earn_achievements',
  `with reached as (
      select * from unnest($3::varchar[], $4::int[], $5::text[], $6::text[], $7::text[])
        as r(achievement_id, points, title, body, feed_subject)
    ), earned as (
      insert into user_achievements (id, user_id, achievement_id, earned_at)
      select gen_random_uuid(), $1, r.achievement_id, $2 from reached r
      on conflict (user_id, achievement_id) do nothing
      returning achievement_id
    ), fresh as (
      select r.* from reached r join earned e using (achievement_id)
    ), scored as (
      update users set total_points = total_points + (select sum(points) from fresh)
       where id = $1 and exists (select 1 from fresh)
      returning total_points, version
    ), noted as (
      insert into notifications (id, user_id, type, priority, title, body, data, created_at)
      select gen_random_uuid(), $1, 'achievement', 'normal', f.title, f.body,
        jsonb_build_object('achievementId', f.achievement_id), $2
        from fresh f
      returning id, title, body, data->>'achievementId' as achievement_id
    ), feed as (
      insert into activity_events (id, user_id, type, subject, data, created_at)
      select gen_random_uuid(), $1, 'achievement_unlocked', f.feed_subject,
        jsonb_build_object('achievementId', f.achievement_id, 'points', f.points), $2
        from fresh f
    )
    select (select coalesce(json_agg(achievement_id), '[]'::json) from earned) as earned,
      (select total_points from scored) as total_points,
      (select version from scored) as version,
      (select coalesce(json_agg(noted), '[]'::json) from noted) as notifications`,
);

interface EarnRow {
  earned: string[] | string;
  total_points: number | string | null;
  version: number | string | null;
  notifications: { id: string; title: string; body: string; achievement_id: string }[] | string;
}

export async function recordReachedAchievements(
  tx: Runner,
  userId: string,
  reached: readonly ReachedAchievement[],
  now: Date,
): Promise<EarnedAchievements> {
  const [row] = await run<EarnRow>(tx, EARN_ACHIEVEMENTS, [
    userId,
    now,
    reached.map((r) => r.id),
    reached.map((r) => r.points),
    reached.map((r) => r.title),
    reached.map((r) => r.body),
    reached.map((r) => r.feedSubject),
  ]);
  if (!row) throw new Error('recording achievements answered nothing');
  const earned = jsonColumn(row.earned);
  // Notifications in the order the achievements were reached (the catalogue's).
  const order = new Map(reached.map((r, i) => [r.id, i]));
  const notifications = jsonColumn(row.notifications)
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
