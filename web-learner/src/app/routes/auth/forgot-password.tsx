import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** Forgot password (spec 2.13). */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('Forgot Password')}
      subtitle={t('Enter your registered email and we will mail you a code.')}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
