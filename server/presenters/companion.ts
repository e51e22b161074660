import type { Companion as CompanionDto } from '../../protocol/api/companions.ts';
import type { CompanionRecord } from '../data/companions.ts';
import { companionExperienceToNext } from '../domain/companions/care.ts';

export const presentCompanion = (c: CompanionRecord, activeId: string | null | undefined): CompanionDto => ({
  id: c.id,
  itemId: c.itemId,
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
