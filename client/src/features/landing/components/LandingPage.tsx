import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Brain, Languages, Target, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes.ts';
import { Card } from '@/components/ui/card.tsx';
import { changeLanguage, currentLanguage, LANGUAGES } from '@/i18n/i18n.ts';
import { cn } from '@/lib/cn.ts';

function FeatureCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="flex flex-col gap-3 p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-xl font-semibold text-ink">{title}</h3>
      <p className="text-mist">{text}</p>
    </Card>
  );
}

/** What signed-out visitors see at /. */
export function LandingPage() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-20">
      <title>{`${t('app.name')} · ${t('landing.eyebrow')}`}</title>
      <section className="flex flex-col items-center text-center" aria-labelledby="landing-title">
        <p className="rounded-full border border-gold-400/30 bg-gold-400/10 px-4 py-1 text-sm font-semibold text-gold-200">
          {t('landing.eyebrow')}
        </p>
        <h1 id="landing-title" className="mt-6 max-w-3xl text-4xl font-semibold text-ink sm:text-6xl">
          {t('landing.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-mist sm:text-xl">{t('landing.subtitle')}</p>
        {/* A newcomer's first step is an account: the auth screen opens on its Register tab. */}
        <Link to="/auth?tab=register" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('landing.getStarted')}
          <ArrowRight className="size-5" aria-hidden />
        </Link>
      </section>

      <section aria-labelledby="landing-features">
        <h2 id="landing-features" className="mb-6 text-center text-2xl font-semibold text-ink sm:text-3xl">
          {t('landing.featuresTitle')}
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          <FeatureCard
            icon={Brain}
            title={t('landing.smartBreakdownTitle')}
            text={t('landing.smartBreakdownText')}
          />
          <FeatureCard
            icon={Target}
            title={t('landing.priorityFocusTitle')}
            text={t('landing.priorityFocusText')}
          />
          <FeatureCard
            icon={Trophy}
            title={t('landing.rewardSystemTitle')}
            text={t('landing.rewardSystemText')}
          />
        </div>
      </section>

      <Card
        aria-labelledby="landing-languages"
        className="flex flex-col gap-5 p-6 sm:p-8 md:flex-row md:items-center"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
          <Languages className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="landing-languages" className="text-xl font-semibold text-ink sm:text-2xl">
            {t('landing.languagesTitle')}
          </h2>
          <p className="mt-1 text-mist">{t('landing.languagesText')}</p>
        </div>
        <ul className="flex flex-wrap gap-2">
          {LANGUAGES.map(({ code, nativeName }) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-pressed={code === active}
                onClick={() => void changeLanguage(code)}
                className={cn(
                  'min-h-10 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
                  code === active
                    ? 'border-gold-400/70 bg-gold-400/15 text-gold-200'
                    : 'border-night-500 text-mist hover:border-night-500 hover:bg-night-700 hover:text-ink',
                )}
              >
                {nativeName}
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
