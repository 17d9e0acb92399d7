import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyWithTimeout } from '../../../app/lazy.ts';
import { LazyPanel } from './LazyPanel.tsx';
import { LoginForm } from './LoginForm.tsx';

// Only the login tab comes with the auth screen; the others load when first opened.
const SignupForm = lazyWithTimeout<{ partner?: boolean }>(() =>
  import('./SignupForm.tsx').then(({ SignupForm }) => ({ default: SignupForm })),
);
const ForgotPasswordForm = lazyWithTimeout<object>(() =>
  import('./ForgotPasswordForm.tsx').then(({ ForgotPasswordForm }) => ({ default: ForgotPasswordForm })),
);

const tabs = ['login', 'signup', 'partner', 'forgot'] as const;
type AuthTab = (typeof tabs)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return (tabs as readonly (string | null)[]).includes(value);
}

/**
 * Log in, sign up, partner sign-up and forgotten password, chosen by `?tab=` so e-mails and
 * links can open the right one. A tab renders once first shown, then stays mounted: switching
 * tab keeps what was typed.
 */
export function AuthTabs() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'login';
  const [visited, setVisited] = useState<ReadonlySet<AuthTab>>(() => new Set([tab]));
  // Adjusting state while rendering: the newly shown tab is part of this very render.
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const select = (value: string | null) => {
    if (!isAuthTab(value)) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });
  };

  return (
    <Tabs value={tab} onChange={select}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="login">{t('tabs.login')}</Tabs.Tab>
        <Tabs.Tab value="signup">{t('tabs.signup')}</Tabs.Tab>
        <Tabs.Tab value="partner">{t('tabs.partner')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm />
      </Tabs.Panel>
      <Tabs.Panel value="signup">
        {visited.has('signup') && (
          <LazyPanel>
            <SignupForm />
          </LazyPanel>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="partner">
        {visited.has('partner') && (
          <LazyPanel>
            <SignupForm partner />
          </LazyPanel>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="forgot">
        {visited.has('forgot') && (
          <LazyPanel>
            <ForgotPasswordForm />
          </LazyPanel>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
