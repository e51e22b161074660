import { Award, ChevronRight, Flag, ListTodo, ScrollText, Shield, Sparkles, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { openAssistant } from '@/lib/assistant.ts';

export function QuickActionsCard() {
  const { t } = useTranslation();
  const actions = [
    {
      to: '/quests',
      icon: ScrollText,
      title: t('dashboard.questBoard'),
      text: t('dashboard.questBoardText'),
    },
    { to: '/tasks', icon: ListTodo, title: t('hall.tasks'), text: t('hall.tasksText') },
    { to: '/achievements', icon: Award, title: t('hall.honors'), text: t('hall.honorsText') },
    {
      to: '/character',
      icon: Shield,
      title: t('dashboard.characterSheet'),
      text: t('dashboard.characterSheetText'),
    },
    { to: '/shop', icon: Store, title: t('dashboard.itemShop'), text: t('dashboard.itemShopText') },
    { to: '/clans', icon: Flag, title: t('clans.menuLink'), text: t('clans.quickActionText') },
  ];
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">{t('dashboard.quickActions')}</CardTitle>
        <CardDescription>{t('dashboard.quickActionsText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {actions.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 rounded-xl border border-night-600 bg-night-900/60 p-4 transition-colors hover:border-gold-400/60 hover:bg-night-700/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-mist">{text}</span>
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-haze transition-transform group-hover:translate-x-0.5 group-hover:text-gold-300"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
          <li>
            {/* Spec: an AI Companion button (Get quest assistance) that opens the assistant. */}
            <button
              type="button"
              onClick={() => openAssistant()}
              className="group flex h-full w-full cursor-pointer items-center gap-4 rounded-xl border border-night-600 bg-night-900/60 p-4 text-left transition-colors hover:border-gold-400/60 hover:bg-night-700/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
                <Sparkles className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{t('ai.quickAction')}</span>
                <span className="block text-sm text-mist">{t('ai.quickActionText')}</span>
              </span>
              <ChevronRight
                className="size-5 shrink-0 text-haze transition-transform group-hover:translate-x-0.5 group-hover:text-gold-300"
                aria-hidden
              />
            </button>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
