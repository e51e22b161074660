import {
  ARMOR_FILLS,
  type AvatarAccessory,
  COMPANION_LOOKS,
  DEFAULT_ARMOR,
  DEFAULT_COMPANION,
  DEFAULT_WEAPON,
  WEAPON_LOOKS,
} from './palette.ts';

/**
 * The pieces drawn on the avatar, in a 120 x 120 box: the head is centred at (60, 54) with radius
 * 20, the shoulders start at y 84, the right hand rests at (92, 100).
 */

const OUTLINE = '#1b1530';

/** A cape hangs behind the shoulders, so it is drawn before the body. */
export function CapeBehind() {
  return <path d="M32 80 Q60 68 88 80 L100 120 L20 120 Z" fill="#9f1239" stroke={OUTLINE} strokeWidth="1" />;
}

export function Armor({ id }: { id: string }) {
  const { fill, trim } = ARMOR_FILLS[id] ?? DEFAULT_ARMOR;
  return (
    <g>
      <path
        d="M30 120 C31 100 41 89 60 89 C79 89 89 100 90 120 Z"
        fill={fill}
        stroke={OUTLINE}
        strokeWidth="1"
      />
      {/* Shoulder guards and a belt keep the pieces readable at 40 px. */}
      <ellipse cx="38" cy="95" rx="9" ry="6" fill={fill} stroke={trim} strokeWidth="2" />
      <ellipse cx="82" cy="95" rx="9" ry="6" fill={fill} stroke={trim} strokeWidth="2" />
      <path d="M60 90 L60 120" stroke={trim} strokeWidth="2" />
      <rect x="36" y="110" width="48" height="4" rx="2" fill={trim} />
    </g>
  );
}

/** On the head, after the hair; the mask is drawn by the face (the eyes must stay on top). */
export function HeadAccessory({ accessory }: { accessory: AvatarAccessory }) {
  switch (accessory) {
    case 'crown':
      return (
        <g>
          <path
            d="M45 38 L45 26 L51 32 L56 22 L60 30 L64 22 L69 32 L75 26 L75 38 Z"
            fill="#f5c15b"
            stroke="#a16207"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
          <circle cx="60" cy="34" r="2.2" fill="#e11d48" />
        </g>
      );
    case 'helm':
      return (
        <g>
          <path
            d="M38 54 C38 36 48 29 60 29 C72 29 82 36 82 54 L76 54 L76 46 L44 46 L44 54 Z"
            fill="#9ca3af"
            stroke={OUTLINE}
            strokeWidth="1"
          />
          <rect x="40" y="42" width="40" height="5" rx="2" fill="#6b7280" />
          <rect x="58" y="44" width="4" height="13" rx="1.5" fill="#6b7280" />
        </g>
      );
    case 'wizard_hat':
      return (
        <g>
          <path d="M44 38 L63 4 L77 38 Z" fill="#5b21b6" stroke={OUTLINE} strokeWidth="1" />
          <ellipse cx="60" cy="38" rx="27" ry="5" fill="#4c1d95" stroke={OUTLINE} strokeWidth="1" />
          <path d="M62 20 l1.5 3 3 .5 -2.2 2 .6 3 -2.9-1.5 -2.9 1.5 .6-3 -2.2-2 3-.5z" fill="#fbd786" />
        </g>
      );
    case 'bandana':
      return (
        <g>
          <path
            d="M40 46 Q60 36 80 46 L80 52 Q60 42 40 52 Z"
            fill="#dc2626"
            stroke={OUTLINE}
            strokeWidth="1"
          />
          <path d="M80 48 L89 44 L87 52 Z M80 50 L88 56 L82 57 Z" fill="#b91c1c" />
        </g>
      );
    case 'circlet':
      return (
        <g>
          <path
            d="M41 45 Q60 37 79 45"
            fill="none"
            stroke="#f5c15b"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <circle cx="60" cy="40.5" r="2.6" fill="#22d3ee" stroke="#f5c15b" strokeWidth="1" />
        </g>
      );
    default:
      return null;
  }
}

export function Weapon({ id }: { id: string }) {
  const { shape, blade } = WEAPON_LOOKS[id] ?? DEFAULT_WEAPON;
  switch (shape) {
    case 'bow':
      return (
        <g>
          <path
            d="M97 52 Q113 78 97 108"
            fill="none"
            stroke="#a16207"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
          <path d="M97 52 L97 108" stroke="#f1f5f9" strokeWidth="1" />
          <path d="M104 74 l-3 5 h3 l-3 6" fill="none" stroke={blade} strokeWidth="1.5" />
        </g>
      );
    case 'staff':
      return (
        <g>
          <path d="M96 46 L96 116" stroke="#92400e" strokeWidth="3.5" strokeLinecap="round" />
          <path d="M96 32 L102 41 L96 50 L90 41 Z" fill={blade} stroke={OUTLINE} strokeWidth="1" />
        </g>
      );
    case 'dagger':
      return (
        <g>
          <path d="M93 74 L96 66 L99 74 L99 92 L93 92 Z" fill={blade} stroke={OUTLINE} strokeWidth="1" />
          <rect x="89" y="92" width="14" height="3.5" rx="1.5" fill="#4c1d95" />
          <rect x="94" y="95.5" width="4" height="8" rx="1" fill="#3f2a1a" />
        </g>
      );
    default:
      return (
        <g>
          <path d="M92 56 L96 47 L100 56 L100 92 L92 92 Z" fill={blade} stroke={OUTLINE} strokeWidth="1" />
          <path d="M96 52 L96 90" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="1" />
          <rect x="87" y="92" width="18" height="4" rx="2" fill="#c98a22" />
          <rect x="94" y="96" width="4" height="10" rx="1" fill="#5b3a1a" />
          <circle cx="96" cy="108" r="2.5" fill="#c98a22" />
        </g>
      );
  }
}

/** The active companion in a small medallion at the bottom left. */
export function CompanionBadge({ itemId }: { itemId: string }) {
  const { shape, fur, accent } = COMPANION_LOOKS[itemId] ?? DEFAULT_COMPANION;
  const eyes = shape === 'dragon' ? '#facc15' : OUTLINE;
  return (
    <g>
      <circle cx="22" cy="98" r="17" fill="#161230" stroke="#f5c15b" strokeWidth="1.5" />
      {shape === 'cat' ? <path d="M13 93 L15 83 L21 90 Z M31 93 L29 83 L23 90 Z" fill={fur} /> : null}
      {shape === 'wolf' ? <path d="M12 94 L14 80 L21 89 Z M32 94 L30 80 L23 89 Z" fill={fur} /> : null}
      {shape === 'dragon' ? (
        <path
          d="M14 92 L11 81 L19 88 Z M30 92 L33 81 L25 88 Z"
          fill={accent}
          stroke={OUTLINE}
          strokeWidth="0.8"
        />
      ) : null}
      {shape === 'unicorn' ? (
        <g>
          <path d="M20 89 L22 76 L24 89 Z" fill="#f5c15b" stroke={OUTLINE} strokeWidth="0.6" />
          <path d="M30 90 Q36 96 31 106" fill="none" stroke={accent} strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : null}
      <circle cx="22" cy="99" r="10" fill={fur} stroke={OUTLINE} strokeWidth="1" />
      {shape === 'bird' ? <path d="M20 101 L24 101 L22 106 Z" fill={accent} /> : null}
      {shape === 'wolf' ? <ellipse cx="22" cy="103" rx="4" ry="3" fill={accent} fillOpacity="0.6" /> : null}
      {shape === 'cat' ? <path d="M20.5 102 L23.5 102 L22 103.5 Z" fill="#e11d48" /> : null}
      <circle cx="18.5" cy="98" r="1.5" fill={eyes} />
      <circle cx="25.5" cy="98" r="1.5" fill={eyes} />
    </g>
  );
}
