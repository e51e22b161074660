import { BOSS_LANGUAGES, type BossLanguage } from '@protocol/rules/languages.ts';
import { ChevronDown, Languages } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { isBossLanguage, useBossText } from '@/i18n/boss-screen/boss-text.ts';

/** The screen's own language menu: nine languages, each by its native name. */
export function BossLanguagePicker({
  value,
  onChange,
}: {
  value: BossLanguage;
  onChange: (language: BossLanguage) => void;
}) {
  const { t } = useBossText();
  const nativeName = BOSS_LANGUAGES.find((language) => language.code === value)?.nativeName ?? value;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 whitespace-nowrap"
          aria-label={t('languageChange', { language: nativeName })}
        >
          <Languages className="size-4 text-haze" aria-hidden />
          <span lang={value}>{nativeName}</span>
          <ChevronDown className="size-3.5 text-haze" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{t('languageLabel')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (isBossLanguage(next)) onChange(next);
          }}
        >
          {BOSS_LANGUAGES.map(({ code, nativeName: name }) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
