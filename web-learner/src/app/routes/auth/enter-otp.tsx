import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Reset password with the mailed code (spec 2.13; the email comes as navigation state). */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('Reset Password')}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
