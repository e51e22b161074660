import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { EquipmentBonuses } from '../domain/character/stats.ts';
import { loadEquipmentBonuses } from './equipment.ts';

/** A player with what their answer needs beyond their own row: the equipped items' bonuses. */
export interface PlayerView {
  user: User;
  equipment: EquipmentBonuses;
}

export async function playerView(em: Em, user: User): Promise<PlayerView> {
  return { user, equipment: await loadEquipmentBonuses(em, user) };
}
