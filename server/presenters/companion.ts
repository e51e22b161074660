import type { Companion } from '../../db/entities/Companion.ts';
import type { Companion as CompanionDto } from '../../protocol/api/companions.ts';
import { companionExperienceToNext } from '../domain/companions/care.ts';

export const presentCompanion = (c: Companion, activeId: string | null | undefined): CompanionDto => ({
  id: c.id,
  itemId: c.item.id,
  name: c.name,
  type: c.type,
  level: c.level,
  experience: c.experience,
  experienceToNext: companionExperienceToNext(c.level),
  happiness: c.happiness,
  abilities: [...c.abilities],
  isActive: activeId === c.id,
  lastFedAt: c.lastFedAt ? c.lastFedAt.toISOString() : null,
  createdAt: c.createdAt.toISOString(),
});
