import { ContactForm } from '@/features/contact/components/contact-form';
import { StaticPage } from '@/features/static-pages/components/static-page';

/** Contact form (spec 2.18). */
export default function Route() {
  return (
    <StaticPage
      title="Contact us"
      intro="Questions about quizzes, plans or your account? Write to us: we answer within two working days. You can also mail {email} directly."
      sections={[]}
    >
      <ContactForm />
    </StaticPage>
  );
}
