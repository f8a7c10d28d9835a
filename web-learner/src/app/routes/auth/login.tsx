import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** Login (spec 2.5). */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('Login')} subtitle={t('Welcome back. Log in to continue your preparation.')}>
      <LoginForm />
    </AuthCard>
  );
}
