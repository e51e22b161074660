import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { LanguageRadioItems } from './language-radio-items.tsx';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

/** A compact language menu for visitors who are not signed in. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);
  const nativeName = LANGUAGES.find((language) => language.code === active)?.nativeName ?? active;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="whitespace-nowrap"
          // No aria-label: the name is the visible text ('English', or 'EN' on a phone) after a
          // spoken 'Language:', so what a speech-input user sees is what they can say.
        >
          <Languages className="size-4" aria-hidden />
          <span className="sr-only">{t('language.label')}: </span>
          <span className="hidden sm:inline">{nativeName}</span>
          <span className="sm:hidden">{active.toUpperCase()}</span>
          <ChevronDown className="size-3.5 text-haze" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <LanguageRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
