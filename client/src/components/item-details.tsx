import type { ConsumableEffectDto, Item } from '@protocol/api/items.ts';
import { bonusPercent } from '@protocol/rules/progression.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge.tsx';

const rarityTones = {
  common: 'neutral',
  rare: 'success',
  epic: 'arcane',
  legendary: 'gold',
} as const;

export function RarityBadge({ rarity }: { rarity: Item['rarity'] }) {
  const { t } = useTranslation();
  return <Badge tone={rarityTones[rarity]}>{t(`items.rarity.${rarity}`)}</Badge>;
}

/** What a consumable does, in the UI language. */
export function useEffectText() {
  const { t, i18n } = useTranslation();
  return (effect: ConsumableEffectDto): string => {
    switch (effect.kind) {
      case 'heal':
        return t('items.effect.heal', { amount: effect.amount });
      case 'experience':
        return t('items.effect.experience', { amount: effect.amount });
      case 'feedCompanion':
        return t('items.effect.feedCompanion', {
          happiness: effect.happiness,
          experience: effect.experience,
        });
      case 'questBoost':
        return t(
          effect.reward === 'gold' ? 'items.effect.questBoostGold' : 'items.effect.questBoostExperience',
          { quests: effect.quests, multiplier: effect.multiplier.toLocaleString(i18n.language) },
        );
    }
  };
}

/** The item's bonuses (damage, defense, XP and gold multipliers) and a consumable's effect. */
export function ItemBonuses({ item }: { item: Item }) {
  const { t } = useTranslation();
  const effectText = useEffectText();
  const bonuses: string[] = [];
  if (item.damageBonus > 0) bonuses.push(t('items.damage', { value: item.damageBonus }));
  if (item.defenseBonus > 0) bonuses.push(t('items.defense', { value: item.defenseBonus }));
  if (bonusPercent(item.xpMultiplier) > 0)
    bonuses.push(t('items.xpBonus', { value: bonusPercent(item.xpMultiplier) }));
  if (bonusPercent(item.coinMultiplier) > 0)
    bonuses.push(t('items.goldBonus', { value: bonusPercent(item.coinMultiplier) }));
  if (item.effect) bonuses.push(effectText(item.effect));
  if (bonuses.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {bonuses.map((bonus) => (
        <li
          key={bonus}
          className="rounded-lg bg-night-950/60 px-2 py-1 text-xs font-medium text-arcane-300 ring-1 ring-night-600"
        >
          {bonus}
        </li>
      ))}
    </ul>
  );
}
