import type {
  AVATAR_ACCESSORIES,
  AVATAR_COLORS,
  AVATAR_HAIR,
  AVATAR_SKINS,
  AVATAR_STYLES,
} from '@protocol/api/user.ts';

export type AvatarColor = (typeof AVATAR_COLORS)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];
export type AvatarSkin = (typeof AVATAR_SKINS)[number];
export type AvatarHair = (typeof AVATAR_HAIR)[number];
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

/** Background colours: [light, dark] ends of a soft radial glow. */
export const COLOR_FILLS: Record<AvatarColor, readonly [string, string]> = {
  blue: ['#60a5fa', '#1e3a8a'],
  purple: ['#a78bfa', '#4c1d95'],
  green: ['#4ade80', '#14532d'],
  red: ['#f87171', '#7f1d1d'],
  gold: ['#fbd786', '#92400e'],
  cyan: ['#67e8f9', '#155e75'],
  pink: ['#f9a8d4', '#831843'],
  indigo: ['#818cf8', '#312e81'],
};

export const SKIN_FILLS: Record<AvatarSkin, string> = {
  light: '#f6d5bd',
  medium: '#d39c6e',
  dark: '#8a5a3c',
};

export const HAIR_FILLS: Record<AvatarHair, string> = {
  brown: '#6b4226',
  black: '#211c26',
  blonde: '#e9c46a',
  red: '#b4492b',
  gray: '#a8a29e',
};

/** The tunic under any armor, by the avatar style (the character class the player picked). */
export const STYLE_FILLS: Record<AvatarStyle, string> = {
  adventurer: '#6b5a3e',
  mage: '#4c3a8a',
  warrior: '#7a3b2e',
  rogue: '#2f3b3a',
  paladin: '#b49a5c',
  ranger: '#3f5f3a',
  bard: '#8a3a6a',
  monk: '#b0642c',
};

/** Body armor colours by catalogue id; an unknown piece gets a neutral steel. */
export const ARMOR_FILLS: Record<string, { fill: string; trim: string }> = {
  'leather-armor': { fill: '#8b5a2b', trim: '#5b3a1a' },
  'chain-mail': { fill: '#9ca3af', trim: '#4b5563' },
  'mage-robes': { fill: '#6d28d9', trim: '#f5c15b' },
  'plate-armor': { fill: '#cbd5e1', trim: '#64748b' },
  'shadow-cloak': { fill: '#27213f', trim: '#a78bfa' },
  'dragon-scale': { fill: '#15803d', trim: '#bbf7d0' },
  'crystal-armor': { fill: '#67e8f9', trim: '#0e7490' },
};
export const DEFAULT_ARMOR = { fill: '#94a3b8', trim: '#475569' };

export type WeaponShape = 'sword' | 'dagger' | 'bow' | 'staff';
export const WEAPON_LOOKS: Record<string, { shape: WeaponShape; blade: string }> = {
  'iron-sword': { shape: 'sword', blade: '#cbd5e1' },
  'steel-sword': { shape: 'sword', blade: '#f1f5f9' },
  'flame-sword': { shape: 'sword', blade: '#fb923c' },
  'ice-blade': { shape: 'sword', blade: '#a5f3fc' },
  'shadow-dagger': { shape: 'dagger', blade: '#a78bfa' },
  'storm-bow': { shape: 'bow', blade: '#facc15' },
  'crystal-staff': { shape: 'staff', blade: '#a5f3fc' },
};
export const DEFAULT_WEAPON = { shape: 'sword', blade: '#cbd5e1' } as const;

export type CreatureShape = 'cat' | 'wolf' | 'bird' | 'dragon' | 'unicorn';
export const COMPANION_LOOKS: Record<string, { shape: CreatureShape; fur: string; accent: string }> = {
  'healing-cat': { shape: 'cat', fur: '#f4b97a', accent: '#fde9b8' },
  'ice-wolf': { shape: 'wolf', fur: '#cbd5e1', accent: '#67e8f9' },
  'storm-eagle': { shape: 'bird', fur: '#92400e', accent: '#facc15' },
  'shadow-raven': { shape: 'bird', fur: '#2a2438', accent: '#a1a1aa' },
  'fire-dragon': { shape: 'dragon', fur: '#ef4444', accent: '#fbd786' },
  'crystal-unicorn': { shape: 'unicorn', fur: '#f8fafc', accent: '#f9a8d4' },
};
export const DEFAULT_COMPANION = { shape: 'cat', fur: '#d6d3d1', accent: '#fde9b8' } as const;

/** Narrows a stored string to a known option, falling back to the server's default. */
export function pick<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}
