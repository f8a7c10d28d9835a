import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { StaticPage, type PageSection } from './static-page';

const SECTIONS: PageSection[] = [
  {
    heading: 'Cancel a plan yourself',
    points: [
      'Log in and open My Subscriptions from the menu under your name.',
      'Choose Unsubscribe next to the active plan and confirm.',
      'Your access continues until the end of the current billing cycle; the plan does not renew.',
    ],
  },
  {
    heading: 'Or write to us',
    paragraphs: [
      'Mail {email} from your registered email with the plan you want to cancel. We confirm by mail within two working days.',
      'Cancelled within 24 hours of paying, with fewer than 5 premium quizzes opened? You get a full refund.',
    ],
  },
];

export function UnsubscribeInfo() {
  const { t } = useTranslation('static');
  return (
    <StaticPage
      title="Unsubscribe"
      intro="How to cancel a plan, and what happens to your access."
      sections={SECTIONS}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={paths.mySubscriptions.getHref()}>
          {t('Go to My Subscriptions')}
        </Button>
        <Button
          variant="outlined"
          href={`mailto:${env.SUPPORT_EMAIL}?subject=${encodeURIComponent('Cancel my plan')}`}
        >
          {t('Write to support')}
        </Button>
      </Stack>
    </StaticPage>
  );
}
