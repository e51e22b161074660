import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { AuthSidePanel } from './AuthSidePanel.tsx';
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { VerifiedCard } from './VerifiedCard.tsx';
import { VerifyPanel, type VerifyReason } from './VerifyPanel.tsx';

type AuthTab = 'login' | 'register' | 'verify' | 'forgot';

function isAuthTab(value: string): value is AuthTab {
  return value === 'login' || value === 'register' || value === 'verify' || value === 'forgot';
}

/** /auth, /login and /register: one screen with Login, Register, Verify and Reset tabs (spec section 2). */
export function AuthScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const verifiedParam = searchParams.get('verified');
  // The landing page's Get Started sends newcomers here with ?tab=register.
  const registerFirst = pathname === '/register' || searchParams.get('tab') === 'register';

  const [tab, setTab] = useState<AuthTab>(() => {
    if (verifiedParam === 'false') return 'verify';
    return registerFirst ? 'register' : 'login';
  });
  const [verifyReason, setVerifyReason] = useState<VerifyReason>(
    verifiedParam === 'false' ? 'invalid-link' : 'registered',
  );
  const [requiredMessage, setRequiredMessage] = useState<string | null>(null);
  const [showVerified, setShowVerified] = useState(verifiedParam === 'true');
  // Typed once, reused by every tab: identifier for login, e-mail for the others.
  const [identifier, setIdentifier] = useState('');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');

  function clearQuery() {
    if (searchParams.has('verified')) setSearchParams({}, { replace: true });
  }

  function goToLogin() {
    clearQuery();
    setShowVerified(false);
    setTab('login');
  }

  function openVerify(reason: VerifyReason, address: string) {
    setVerifyReason(reason);
    if (address) setEmail(address);
    setSentTo(address);
    setTab('verify');
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-10">
      <title>{`${t('auth.pageTitle')} · ${t('app.name')}`}</title>
      <Card className="p-4 sm:p-8">
        {showVerified ? (
          <VerifiedCard onContinue={goToLogin} />
        ) : (
          <>
            <div className="mb-6">
              <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('auth.title')}</h1>
              <p className="mt-2 text-mist">{t('auth.subtitle')}</p>
            </div>
            <Tabs
              value={tab}
              onValueChange={(value) => {
                if (isAuthTab(value)) setTab(value);
              }}
            >
              <TabsList aria-label={t('auth.tabsLabel')}>
                <TabsTrigger value="login">{t('auth.tabLogin')}</TabsTrigger>
                <TabsTrigger value="register">{t('auth.tabRegister')}</TabsTrigger>
                {tab === 'verify' ? <TabsTrigger value="verify">{t('auth.tabVerify')}</TabsTrigger> : null}
                {tab === 'forgot' ? <TabsTrigger value="forgot">{t('auth.tabReset')}</TabsTrigger> : null}
              </TabsList>
              <TabsContent value="login">
                <h2 className="text-xl font-semibold">{t('auth.loginHeading')}</h2>
                <p className="mb-5 text-sm text-mist">{t('auth.loginText')}</p>
                <LoginForm
                  identifier={identifier}
                  onIdentifierChange={setIdentifier}
                  onForgotPassword={() => {
                    if (identifier.includes('@')) setEmail(identifier.trim());
                    setTab('forgot');
                  }}
                  onVerificationRequired={(address, message) => {
                    setRequiredMessage(message);
                    openVerify('required', address);
                  }}
                />
              </TabsContent>
              <TabsContent value="register">
                <h2 className="text-xl font-semibold">{t('auth.registerHeading')}</h2>
                <p className="mb-5 text-sm text-mist">{t('auth.registerText')}</p>
                <RegisterForm
                  autoFocus={registerFirst && !showVerified}
                  email={email}
                  onEmailChange={setEmail}
                  onCheckEmail={(address) => {
                    setIdentifier(address);
                    openVerify('registered', address);
                  }}
                />
              </TabsContent>
              <TabsContent value="verify">
                <VerifyPanel
                  reason={verifyReason}
                  sentTo={sentTo}
                  email={email}
                  onEmailChange={setEmail}
                  requiredMessage={requiredMessage}
                  onBackToLogin={goToLogin}
                />
              </TabsContent>
              <TabsContent value="forgot">
                <ForgotPasswordPanel email={email} onEmailChange={setEmail} onBackToLogin={goToLogin} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </Card>
      <div className="lg:self-start">
        <AuthSidePanel />
      </div>
    </div>
  );
}
