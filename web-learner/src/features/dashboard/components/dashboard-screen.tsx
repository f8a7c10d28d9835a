import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import { Box, Paper, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { OverviewPanel } from './overview-panel';
import { ProfilePanel } from './profile-panel';

const SECTIONS = ['dashboard', 'profile', 'subscriptions', 'reports'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The dashboard (spec 2.14): a side menu with Dashboard, Profile and Subscriptions, and My reports (issue 33)
 * (tabs across the top on phones). The section is in the address (?section=), so a reload or a shared link keeps it.
 */
export function DashboardScreen({
  subscriptions,
  learning,
  reports,
  notices,
}: {
  subscriptions: ReactNode;
  /** Due questions, streak and topic analysis (issue 32), composed by the route. */
  learning?: ReactNode;
  /** 'My reports' (issue 33), from the reports feature. */
  reports?: ReactNode;
  /** Lines above the dashboard's cards (answers to the learner's reports). */
  notices?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const wanted = params.get('section');
  const section: Section = SECTIONS.includes(wanted as Section) ? (wanted as Section) : 'dashboard';
  const labels: Record<Section, [string, ReactNode]> = {
    dashboard: [t('Dashboard'), <DashboardIcon key="d" />],
    profile: [t('Profile'), <AccountCircleIcon key="p" />],
    subscriptions: [t('Subscriptions'), <CardMembershipIcon key="s" />],
    reports: [t('My reports'), <FlagIcon key="r" />],
  };
  const sections = SECTIONS.filter((s) => s !== 'reports' || reports);
  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: 2,
        py: { xs: 2, md: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
      }}
    >
      <Head title={labels[section][0] as string} />
      <Paper variant="outlined" sx={{ flexShrink: 0, width: { md: 220 }, alignSelf: { md: 'flex-start' } }}>
        <Tabs
          component="nav"
          aria-label={t('Dashboard menu')}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant={wide ? 'standard' : 'scrollable'}
          allowScrollButtonsMobile
          // Four tabs do not fit a 360 px phone: they scroll, with less padding and a smaller font.
          sx={{
            '& .MuiTab-root': {
              minWidth: 0,
              px: { xs: 0.5, sm: 2 },
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            },
          }}
          value={section}
          onChange={(_e, next: Section) => setParams(next === 'dashboard' ? {} : { section: next })}
        >
          {sections.map((s) => (
            <Tab
              key={s}
              value={s}
              label={labels[s][0]}
              // Icons beside the labels on wide screens only: three labels must fit across a 360 px phone.
              icon={wide ? (labels[s][1] as never) : undefined}
              iconPosition="start"
              id={`tab-${s}`}
              aria-controls={`panel-${s}`}
              sx={{ justifyContent: { md: 'flex-start' }, minHeight: 52, px: { xs: 0.5, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Paper>
      <Box
        role="tabpanel"
        id={`panel-${section}`}
        aria-labelledby={`tab-${section}`}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {labels[section][0]}
        </Typography>
        {section === 'dashboard' && (
          <>
            {notices}
            <OverviewPanel />
            {learning}
          </>
        )}
        {section === 'profile' && <ProfilePanel />}
        {section === 'subscriptions' && subscriptions}
        {section === 'reports' && reports}
      </Box>
    </Box>
  );
}
