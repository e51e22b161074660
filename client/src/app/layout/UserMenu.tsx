import type { User } from '@protocol/api/user.ts';
import { Coins, Flag, Heart, Languages, LogOut, Sparkles, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AvatarLetter } from '@/components/avatar-letter.tsx';
import { LanguageRadioItems } from '@/components/language-radio-items.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useSavePlayerLanguage } from '@/lib/player-language.ts';

interface UserMenuProps {
  user: User;
  /** On phones the languages are listed in place (no room for a submenu beside the menu). */
  showNavigation: boolean;
}

export function UserMenu({ user, showNavigation }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const saveLanguage = useSavePlayerLanguage(user.language);
  const menuId = useId();
  const stats = [
    {
      icon: Heart,
      label: t('userMenu.health'),
      value: `${user.health}/${user.maxHealth}`,
      tone: 'text-ember-300',
    },
    {
      icon: Sparkles,
      label: t('userMenu.xp'),
      value: `${user.experience}/${user.experienceToNext}`,
      tone: 'text-arcane-300',
    },
    { icon: Coins, label: t('userMenu.gold'), value: formatNumber(user.gold), tone: 'text-gold-300' },
  ];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('userMenu.open', { username: user.username })}
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 data-[state=open]:ring-2 data-[state=open]:ring-gold-300"
      >
        <AvatarLetter username={user.username} color={user.avatarColor} className="size-10 text-lg" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        {/* A menu may hold only items, groups and separators: the player's name and figures are a
            group of their own, named by the name (axe 'aria-required-children'). */}
        <DropdownMenuGroup aria-labelledby={`${menuId}-who`}>
          <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
            <AvatarLetter username={user.username} color={user.avatarColor} className="size-11 text-xl" />
            <div className="min-w-0">
              <p id={`${menuId}-who`} className="truncate font-semibold text-ink">
                {user.username}
              </p>
              <p className="text-xs text-haze">{t('userMenu.level', { level: user.level })}</p>
            </div>
          </div>
          {/* Not a dl: a menu's group may not hold terms and definitions; each figure is one line read as 'Gold: 100'. */}
          <div className="mx-1 mb-1 grid grid-cols-3 gap-1.5 rounded-lg bg-night-900/70 p-2 text-center">
            {stats.map(({ icon: Icon, label, value, tone }) => (
              <div key={label} className="min-w-0">
                <span className="flex items-center justify-center gap-1 text-[0.7rem] tracking-wide text-haze uppercase">
                  <Icon className={cn('size-3.5', tone)} aria-hidden />
                  {label}
                  <span className="sr-only">: </span>
                </span>
                <span className="block truncate text-sm font-semibold text-ink tabular-nums">{value}</span>
              </div>
            ))}
          </div>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {showNavigation ? (
          // No room beside the menu on a phone: the languages are listed in place.
          <DropdownMenuGroup>
            <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
            <LanguageRadioItems onChosen={saveLanguage} />
            <DropdownMenuSeparator />
          </DropdownMenuGroup>
        ) : (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Languages className="size-4 text-haze" aria-hidden />
              {t('language.label')}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <LanguageRadioItems onChosen={saveLanguage} />
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        <DropdownMenuItem asChild>
          <Link to="/clans">
            <Flag className="size-4 text-haze" aria-hidden />
            {t('clans.menuLink')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound className="size-4 text-haze" aria-hidden />
            {t('userMenu.profileSettings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
          className="text-ember-300 data-[highlighted]:bg-ember-900/50 data-[highlighted]:text-ember-300"
        >
          <LogOut className="size-4" aria-hidden />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
