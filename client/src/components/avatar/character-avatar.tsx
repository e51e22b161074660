import {
  AVATAR_ACCESSORIES,
  AVATAR_COLORS,
  AVATAR_HAIR,
  AVATAR_SKINS,
  AVATAR_STYLES,
} from '@protocol/api/user.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Armor, CapeBehind, CompanionBadge, HeadAccessory, Weapon } from './avatar-gear.tsx';
import { COLOR_FILLS, HAIR_FILLS, pick, SKIN_FILLS, STYLE_FILLS } from './palette.ts';

/** What the avatar shows: the saved (or drafted) appearance and the equipped gear, by name. */
export interface AvatarLook {
  name: string;
  color: string;
  accessory: string;
  skin: string;
  hair: string;
  style: string;
  weapon: { id: string; name: string } | null;
  armor: { id: string; name: string } | null;
  companion: { itemId: string; name: string } | null;
}

const OUTLINE = '#1b1530';

/** The spoken description: every choice and every piece of gear, in the reader's language. */
export function useAvatarDescription(look: AvatarLook): string {
  const { t } = useTranslation();
  const color = pick(AVATAR_COLORS, look.color, 'blue');
  const skin = pick(AVATAR_SKINS, look.skin, 'light');
  const hair = pick(AVATAR_HAIR, look.hair, 'brown');
  const accessory = pick(AVATAR_ACCESSORIES, look.accessory, 'none');
  const parts = [
    t('avatar.describe.color', { value: t(`avatar.colors.${color}`) }),
    t('avatar.describe.skin', { value: t(`avatar.skins.${skin}`) }),
    t('avatar.describe.hair', { value: t(`avatar.hair.${hair}`) }),
  ];
  if (accessory !== 'none')
    parts.push(t('avatar.describe.accessory', { value: t(`avatar.accessories.${accessory}`) }));
  if (look.weapon) parts.push(t('avatar.describe.weapon', { value: look.weapon.name }));
  if (look.armor) parts.push(t('avatar.describe.armor', { value: look.armor.name }));
  if (look.companion) parts.push(t('avatar.describe.companion', { value: look.companion.name }));
  return t('avatar.describe.label', { name: look.name, details: parts.join('. ') });
}

/**
 * The player's adventurer, drawn in SVG: background colour, skin, hair, accessory, the equipped
 * armor and weapon, and the active companion at the bottom left. One image for assistive technology.
 */
export function CharacterAvatar({ look, className }: { look: AvatarLook; className?: string }) {
  const id = useId();
  const label = useAvatarDescription(look);
  const [light, dark] = COLOR_FILLS[pick(AVATAR_COLORS, look.color, 'blue')];
  const skin = SKIN_FILLS[pick(AVATAR_SKINS, look.skin, 'light')];
  const hair = HAIR_FILLS[pick(AVATAR_HAIR, look.hair, 'brown')];
  const tunic = STYLE_FILLS[pick(AVATAR_STYLES, look.style, 'adventurer')];
  const accessory = pick(AVATAR_ACCESSORIES, look.accessory, 'none');
  const glow = `${id}-glow`;
  const clip = `${id}-clip`;
  // A hat or helm covers the crown of the head; the hair then shows only at the sides.
  const covered = accessory === 'helm' || accessory === 'wizard_hat';

  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className={className}>
      <defs>
        <radialGradient id={glow} cx="50%" cy="35%" r="70%">
          <stop offset="0%" stopColor={light} />
          <stop offset="100%" stopColor={dark} />
        </radialGradient>
        <clipPath id={clip}>
          <circle cx="60" cy="60" r="58" />
        </clipPath>
      </defs>
      <circle
        cx="60"
        cy="60"
        r="59"
        fill={`url(#${glow})`}
        stroke="#f5c15b"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <g clipPath={`url(#${clip})`}>
        {accessory === 'cape' ? <CapeBehind /> : null}
        {/* Tunic, neck and head. */}
        <path
          d="M28 120 C29 98 40 86 60 86 C80 86 91 98 92 120 Z"
          fill={tunic}
          stroke={OUTLINE}
          strokeWidth="1"
        />
        {look.armor ? <Armor id={look.armor.id} /> : null}
        <rect x="54" y="70" width="12" height="17" rx="4" fill={skin} />
        <path d="M54 80 Q60 84 66 80" fill="none" stroke={OUTLINE} strokeOpacity="0.25" strokeWidth="1.5" />
        {/* Hair falls behind the face at the sides. */}
        <path d="M39 56 C37 66 40 74 45 76 L75 76 C80 74 83 66 81 56 Z" fill={hair} />
        <circle cx="60" cy="54" r="20" fill={skin} stroke={OUTLINE} strokeWidth="1" />
        {covered ? null : (
          <path
            d="M39.5 54 C39 38 48 31 60 31 C72 31 81 38 80.5 54 C77 46 70 41 60 41 C52 41 44 45 39.5 54 Z"
            fill={hair}
            stroke={OUTLINE}
            strokeWidth="0.8"
          />
        )}
        {accessory === 'mask' ? (
          <path
            d="M40 51 Q60 46 80 51 L80 60 Q60 55 40 60 Z"
            fill="#1f1b2e"
            stroke={OUTLINE}
            strokeWidth="1"
          />
        ) : null}
        <circle cx="53" cy="56" r="2.3" fill={accessory === 'mask' ? '#f4f0ff' : OUTLINE} />
        <circle cx="67" cy="56" r="2.3" fill={accessory === 'mask' ? '#f4f0ff' : OUTLINE} />
        <circle cx="48" cy="62" r="3" fill="#f43f5e" fillOpacity="0.18" />
        <circle cx="72" cy="62" r="3" fill="#f43f5e" fillOpacity="0.18" />
        <path
          d="M54.5 64 Q60 68.5 65.5 64"
          fill="none"
          stroke={OUTLINE}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <HeadAccessory accessory={accessory} />
        {look.weapon ? <Weapon id={look.weapon.id} /> : null}
        {/* The hand that holds the weapon. */}
        {look.weapon ? (
          <circle cx="96" cy="100" r="4.5" fill={skin} stroke={OUTLINE} strokeWidth="1" />
        ) : null}
      </g>
      {look.companion ? <CompanionBadge itemId={look.companion.itemId} /> : null}
    </svg>
  );
}
