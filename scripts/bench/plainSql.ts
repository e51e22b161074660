/**
 * The statements of the plain server (plainServer.ts), written once with `:name` placeholders:
 * the server turns them into named prepared statements ($1, $2...), and `bench:limit` writes the
 * hit's transaction into a pgbench script with the same text (pgbench substitutes `:name`
 * itself). A cast is written `::type`; only a colon followed by a letter and not preceded by
 * another colon starts a placeholder.
 */

export interface Statement {
  /** The prepared statement's name on every connection. */
  name: string;
  /** The text with `:name` placeholders, as pgbench reads it. */
  text: string;
}

/** The session cookie's player, with the party's current boss (one statement: the session check). */
export const SESSION_HIT: Statement = {
  name: 'session_hit',
  text: `select u.id, u.username, u.level, u.damage, u.timezone, u.party_id, p.current_boss_id
  from session s join users u on u.id = s.user_id left join parties p on p.id = u.party_id
  where s.sid = :sid and s.expire > now()`,
};

/** Completes one of the player's own open quests, locking its row. */
export const COMPLETE_QUEST: Statement = {
  name: 'complete_quest',
  text: `update quests set completed = true, completed_at = now()
  where id = :quest and user_id = :uid and not completed
  returning title, difficulty, experience_reward as xp, gold_reward as gold, completed_at`,
};

/** XP, gold, points and the daily streak in one atomic update. */
export const REWARD_PLAYER: Statement = {
  name: 'reward_player',
  text: `update users set experience = experience + :xp, gold = gold + :gold,
    points = points + :xp, total_points = total_points + :xp,
    daily_streak = case when last_quest_day = :day then daily_streak
                        when last_quest_day = :day - 1 then daily_streak + 1 else 1 end,
    last_quest_day = :day, last_activity = now(), last_quest_completed = now(), updated_at = now()
  where id = :uid
  returning level, experience, experience_to_next, gold, points, total_points, daily_streak`,
};

/** Damages the boss (never below zero) and logs the hit, in one statement. */
export const HIT_BOSS: Statement = {
  name: 'hit_boss',
  text: `with hit as (
    update bosses b set current_health = b.current_health - least(:dmg, b.current_health),
      defeated = b.current_health <= :dmg,
      defeated_at = case when b.current_health <= :dmg then now() end
    from bosses before
    where b.id = :boss and before.id = b.id and not b.defeated and b.current_health > 0
    returning b.id, b.current_health, b.max_health, b.defeated, b.defeated_at,
      before.current_health - b.current_health as damage
  ), logged as (
    insert into boss_hits (id, boss_id, user_id, quest_id, damage, created_at)
    select gen_random_uuid(), id, :uid::uuid, :quest::uuid, damage, now() from hit
  )
  select * from hit`,
};

/** The completion's history row and the player's feed entry, in one statement. */
export const RECORD_COMPLETION: Statement = {
  name: 'record_completion',
  text: `with completion as (
    insert into quest_completions (quest_id, user_id, difficulty, experience, gold, completed_at)
    values (:quest::uuid, :uid::uuid, :difficulty::text, :xp::int, :gold::int, now())
  )
  insert into activity_events (id, user_id, type, subject, data, created_at)
  values (gen_random_uuid(), :uid::uuid, 'quest_completed', :title::text,
    jsonb_build_object('questId', :quest::uuid, 'experience', :xp::int, 'gold', :gold::int,
      'difficulty', :difficulty::text), now())`,
};

/** The boss's damage log, newest first, as the boss screen shows it. */
export const RECENT_HITS: Statement = {
  name: 'recent_hits',
  text: `select h.user_id, u.username, h.damage, h.created_at
  from boss_hits h join users u on u.id = h.user_id
  where h.boss_id = :boss
  order by h.created_at desc, h.id desc
  limit 20`,
};

/** GET /api/quests: the session's player. */
export const SESSION_READ: Statement = {
  name: 'session_read',
  text: `select u.id, u.timezone from session s join users u on u.id = s.user_id
  where s.sid = :sid and s.expire > now()`,
};

/** GET /api/quests: the player's quests, open first, newest first (the app's order and limit). */
export const QUESTS_OF: Statement = {
  name: 'quests_of',
  text: `select id, title, description, difficulty, quest_type, experience_reward, gold_reward, item_reward,
    completed, completed_at, due_date, remind_at, recurrence, recurrence_anchor, priority, estimate_minutes,
    energy, checklist, created_at
  from quests where user_id = :uid
  order by completed asc, created_at desc
  limit 500`,
};

/** The hit's statements in order: what pgbench runs as the database's limit. */
export const HIT_TRANSACTION = [COMPLETE_QUEST, REWARD_PLAYER, HIT_BOSS, RECORD_COMPLETION] as const;

const PLACEHOLDER = /(?<!:):([a-z_][a-z0-9_]*)/g;

/** A statement for node-postgres: `$n` placeholders and the order of their names. */
export function positional(s: Statement): { name: string; text: string; params: string[] } {
  const params: string[] = [];
  const text = s.text.replace(PLACEHOLDER, (_m, name: string) => {
    let index = params.indexOf(name);
    if (index < 0) index = params.push(name) - 1;
    return `$${index + 1}`;
  });
  return { name: s.name, text, params };
}
