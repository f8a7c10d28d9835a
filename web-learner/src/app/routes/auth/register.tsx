import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** Register, 'Create Account' (spec 2.4). */
export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('Create Account')}
      subtitle={t('Free exploratory quizzes today, premium sets when you are ready.')}
      wide
    >
      <RegisterForm />
    </AuthCard>
  );
}
