import type { Language } from '@protocol/limits.ts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { Badge } from './ui/badge.tsx';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from './ui/dropdown-menu.tsx';

/**
 * The four languages by their native names; the current one is checked and marked Active.
 * `onChosen`: told the language picked (a player's menu saves it to the account too).
 */
export function LanguageRadioItems({ onChosen }: { onChosen?: (language: Language) => void } = {}) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);
  return (
    <DropdownMenuRadioGroup
      value={active}
      onValueChange={(value) => {
        if (!isLanguage(value)) return;
        void changeLanguage(value);
        onChosen?.(value);
      }}
    >
      {LANGUAGES.map(({ code, nativeName }) => (
        <DropdownMenuRadioItem key={code} value={code} lang={code}>
          <span className="min-w-0 flex-1">{nativeName}</span>
          {code === active ? (
            <Badge tone="success" className="ml-3" lang={i18n.resolvedLanguage}>
              {t('language.active')}
            </Badge>
          ) : null}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
