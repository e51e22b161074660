import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageRadioItems } from './language-radio-items.tsx';
import { LANGUAGE_BUTTON_CLASSES, LanguageButtonFace } from './language-switcher.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

interface LanguageMenuProps {
  /** Open at once: the visitor clicked the stand-in button before the menu had loaded. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this one takes it over. */
  focusTrigger: boolean;
}

/** The language menu behind LanguageSwitcher's button (loaded on demand, see language-switcher.tsx). */
export function LanguageMenu({ defaultOpen, focusTrigger }: LanguageMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the stand-in.
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <button type="button" className={LANGUAGE_BUTTON_CLASSES} ref={trigger}>
          <LanguageButtonFace />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <LanguageRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
