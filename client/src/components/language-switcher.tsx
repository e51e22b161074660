import { ChevronDown, Languages } from 'lucide-react';
import { Suspense, use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { onDemand } from '../lib/on-demand.ts';
import { buttonClasses } from './ui/button-classes.ts';

// The menu itself (radix DropdownMenu) is its own chunk: a visitor's first page shows only its button.
const loadMenu = onDemand(() => import('./language-menu.tsx'));

/** The button's face: the icon, the current language's name ('EN' on a phone) and the chevron. */
export function LanguageButtonFace() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);
  const nativeName = LANGUAGES.find((language) => language.code === active)?.nativeName ?? active;
  // No aria-label: the name is the visible text ('English', or 'EN' on a phone) after a spoken
  // 'Language:', so what a speech-input user sees is what they can say.
  return (
    <>
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t('language.label')}: </span>
      <span className="hidden sm:inline">{nativeName}</span>
      <span className="sm:hidden">{active.toUpperCase()}</span>
      <ChevronDown className="size-3.5 text-haze" aria-hidden />
    </>
  );
}

/** The button's look, the same before and after the menu has loaded. */
export const LANGUAGE_BUTTON_CLASSES = buttonClasses('ghost', 'sm', 'whitespace-nowrap');

interface MenuState {
  /** Opened by a click that came before the menu had loaded. */
  open: boolean;
  /** The placeholder had the focus (keyboard): the real button takes it over. */
  focus: boolean;
}

function LoadedMenu({ open, focus }: MenuState) {
  const { LanguageMenu } = use(loadMenu());
  return <LanguageMenu defaultOpen={open} focusTrigger={focus} />;
}

/**
 * A compact language menu for visitors who are not signed in. Until the menu is needed, a button
 * that looks and reads the same stands in: pointing at it or focusing it fetches the menu, which
 * then takes its place; a click before that opens the menu as soon as it has arrived.
 */
export function LanguageSwitcher() {
  const placeholder = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);

  const prepare = () => {
    void loadMenu().then(() =>
      setMenu((state) => state ?? { open: false, focus: document.activeElement === placeholder.current }),
    );
  };
  const button = (
    <button
      type="button"
      className={LANGUAGE_BUTTON_CLASSES}
      ref={placeholder}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => setMenu({ open: true, focus: true })}
    >
      <LanguageButtonFace />
    </button>
  );
  if (!menu) return button;
  return (
    <Suspense fallback={button}>
      <LoadedMenu {...menu} />
    </Suspense>
  );
}
