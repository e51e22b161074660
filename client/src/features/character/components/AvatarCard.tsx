import type { InventoryEntry } from '@protocol/api/items.ts';
import type { User } from '@protocol/api/user.ts';
import { healthPercent } from '@protocol/rules/progress.ts';
import { Coins, Shield, Sparkles, Sword } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type AvatarLook, CharacterAvatar } from '@/components/avatar/character-avatar.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useClassTitle } from '@/lib/class-title.ts';
import { experiencePercent } from '@/lib/current-user.ts';
import { formatNumber } from '@/lib/format.ts';
import { itemText } from '@/lib/item-text.ts';

/** Spec section 9: the inventory preview shows six items. */
export const ITEM_PREVIEW = 6;

function Bar({
  label,
  value,
  percent,
  tone,
}: {
  label: string;
  value: string;
  percent: number;
  tone: 'ember' | 'gold';
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-mist tabular-nums">{value}</span>
      </div>
      <Progress value={percent} label={label} valueText={value} tone={tone} />
    </div>
  );
}

function ItemPreview({ entries }: { entries: readonly InventoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const shown = entries.slice(0, ITEM_PREVIEW);
  const more = entries.length - shown.length;
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-haze uppercase">{t('character.items')}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-mist">{t('character.itemsEmpty')}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {shown.map((entry) => (
            <li
              key={entry.id}
              className="flex min-w-0 items-center gap-2 rounded-xl bg-night-950/50 p-1.5 pr-2.5 ring-1 ring-night-600"
            >
              <ItemIcon name={entry.item.icon} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm text-ink">
                {itemText(entry.item, i18n.language).name}
              </span>
              {entry.quantity > 1 ? (
                <span className="text-xs text-gold-300 tabular-nums">
                  {t('inventory.quantity', { count: entry.quantity })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link
          to="/inventory"
          className="mt-2 inline-block text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('character.moreItems', { count: more })}
        </Link>
      ) : null}
    </div>
  );
}

/** The adventurer: avatar, name and title, health and experience, attack, defense, power, gold, items. */
export function AvatarCard({
  user,
  look,
  entries,
}: {
  user: User;
  look: AvatarLook;
  entries: readonly InventoryEntry[];
}) {
  const { t } = useTranslation();
  const classTitle = useClassTitle(user.characterClass);
  const damageBonus = user.effectiveDamage - user.damage;
  const defenseBonus = user.effectiveDefense - user.defense;
  return (
    <Card aria-labelledby="character-name" className="overflow-hidden">
      <div className="bg-gradient-to-b from-arcane-500/15 to-transparent px-5 pt-6 sm:px-6">
        <div className="flex flex-col items-center text-center">
          <CharacterAvatar look={look} className="size-36 drop-shadow-xl sm:size-40" />
          <h2 id="character-name" className="mt-3 text-2xl font-semibold break-words text-ink">
            {look.name}
          </h2>
          {user.nickname ? (
            <p className="text-sm text-haze">{t('character.username', { username: user.username })}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
            <Badge tone="gold">{t('character.level', { level: user.level })}</Badge>
            <span className="text-sm text-mist">{classTitle}</span>
          </div>
        </div>
      </div>
      <CardContent className="flex flex-col gap-5">
        <Bar
          label={t('character.health')}
          value={t('character.healthValue', { current: user.health, max: user.maxHealth })}
          percent={healthPercent(user.health, user.maxHealth)}
          tone="ember"
        />
        <Bar
          label={t('character.experience')}
          value={t('character.xpValue', { current: user.experience, total: user.experienceToNext })}
          percent={experiencePercent(user)}
          tone="gold"
        />
        <div>
          <dl className="grid grid-cols-2 gap-2">
            <StatTile
              icon={Sword}
              tone="text-ember-300"
              label={t('character.attack')}
              value={String(user.effectiveDamage)}
              detail={
                damageBonus > 0
                  ? t('character.withBonus', { base: user.damage, bonus: damageBonus })
                  : undefined
              }
              layout="stacked"
            />
            <StatTile
              icon={Shield}
              tone="text-arcane-300"
              label={t('character.defense')}
              value={String(user.effectiveDefense)}
              detail={
                defenseBonus > 0
                  ? t('character.withBonus', { base: user.defense, bonus: defenseBonus })
                  : undefined
              }
              layout="stacked"
            />
            <StatTile
              icon={Sparkles}
              tone="text-gold-300"
              label={t('character.power')}
              value={formatNumber(user.power)}
              layout="stacked"
            />
            <StatTile
              icon={Coins}
              tone="text-gold-300"
              label={t('character.gold')}
              value={formatNumber(user.gold)}
              layout="stacked"
            />
          </dl>
          <p className="mt-2 text-xs text-haze">{t('character.progression.powerHint')}</p>
        </div>
        <ItemPreview entries={entries} />
      </CardContent>
    </Card>
  );
}
