import { KeyRound, Lock, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { AdminLoginForm } from './AdminLoginForm.tsx';
import { AdminSetupForm } from './AdminSetupForm.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';

type Mode = 'login' | 'setup';

/**
 * ADMIN_PATH: the admin login, and the first-admin setup behind 'First time setup?' (the server
 * allows setup only while no admin account exists). A connection failure at login switches to setup.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const Icon = mode === 'login' ? KeyRound : UserPlus;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${mode === 'login' ? t('admin.area.login.pageTitle') : t('admin.area.setup.pageTitle')} · ${t('app.name')}`}</title>
      <AdminTopBar>
        <LanguageSwitcher />
      </AdminTopBar>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col gap-6">
            <div className="flex items-start gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/50">
                <Icon className="size-6 text-gold-300" aria-hidden />
              </span>
              <div className="min-w-0">
                <h1 className="font-display text-2xl font-semibold text-ink">
                  {mode === 'login' ? t('admin.area.login.title') : t('admin.area.setup.title')}
                </h1>
                <p className="mt-1 text-sm text-mist">
                  {mode === 'login' ? t('admin.area.login.subtitle') : t('admin.area.setup.subtitle')}
                </p>
              </div>
            </div>
            {mode === 'login' ? (
              <AdminLoginForm
                username={username}
                onUsernameChange={setUsername}
                onSetup={() => setMode('setup')}
              />
            ) : (
              <AdminSetupForm
                username={username}
                onUsernameChange={setUsername}
                onBack={() => setMode('login')}
              />
            )}
          </CardContent>
        </Card>
        <div className="flex flex-col items-center gap-1 text-center text-sm text-haze">
          <p className="flex items-center gap-1.5 font-semibold text-mist">
            <Lock className="size-4" aria-hidden />
            {t('admin.area.login.authorized')}
          </p>
          <p>{t('admin.area.login.monitored')}</p>
        </div>
      </main>
    </div>
  );
}
