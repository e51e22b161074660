import { Brain, Gem, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';

/** Why join: the three promises next to the forms. */
export function AuthSidePanel() {
  const { t } = useTranslation();
  const perks = [
    { icon: Brain, title: t('auth.panel.mentorTitle'), text: t('auth.panel.mentorText') },
    { icon: Swords, title: t('auth.panel.bossTitle'), text: t('auth.panel.bossText') },
    { icon: Gem, title: t('auth.panel.lootTitle'), text: t('auth.panel.lootText') },
  ];
  return (
    <Card
      aria-labelledby="auth-panel-title"
      className="bg-gradient-to-b from-night-800/90 to-night-850/90 p-6 sm:p-8"
    >
      <h2 id="auth-panel-title" className="text-xl font-semibold text-gold-200 sm:text-2xl">
        {t('auth.panel.title')}
      </h2>
      <p className="mt-2 text-sm text-mist">{t('auth.panel.text')}</p>
      <ul className="mt-6 flex flex-col gap-5">
        {perks.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-night-700 text-gold-300 ring-1 ring-night-500">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
              <p className="text-sm text-mist">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
