import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

const tabs = ['login', 'signup', 'partner', 'forgot'] as const;
type AuthTab = (typeof tabs)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return (tabs as readonly (string | null)[]).includes(value);
}

/**
 * Log in, sign up, partner sign-up and forgotten password, chosen by `?tab=` so e-mails and
 * links can open the right one. Panels stay mounted: switching tab keeps what was typed.
 */
export function AuthTabs() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'login';

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
        <SignupForm />
      </Tabs.Panel>
      <Tabs.Panel value="partner">
        <SignupForm partner />
      </Tabs.Panel>
      <Tabs.Panel value="forgot">
        <ForgotPasswordForm />
      </Tabs.Panel>
    </Tabs>
  );
}
