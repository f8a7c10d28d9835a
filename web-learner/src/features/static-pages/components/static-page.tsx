import { Box, Container, Link, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Head } from '@/components/seo/head';
import { env } from '@/config/env';

export interface PageSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

/** `{email}` in a text becomes the support mail link (texts are translation keys, so the link is put in here). */
export function WithEmail({ text }: { text: string }) {
  const parts = text.split('{email}');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <Link underline="always" href={`mailto:${env.SUPPORT_EMAIL}`} sx={{ overflowWrap: 'anywhere' }}>
              {env.SUPPORT_EMAIL}
            </Link>
          )}
        </Fragment>
      ))}
    </>
  );
}

/** The frame of the static pages: a heading, an optional effective date, and sections of text. */
export function StaticPage({
  title,
  intro,
  effective,
  sections,
  children,
}: {
  title: string;
  intro?: string;
  effective?: string;
  sections: PageSection[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('static');
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Head title={t(title)} />
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        {t(title)}
      </Typography>
      {effective && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('Effective from {{date}}', { date: effective })}
        </Typography>
      )}
      {intro && (
        <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>
          <WithEmail text={t(intro)} />
        </Typography>
      )}
      {sections.map((s) => (
        <Box component="section" key={s.heading} sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t(s.heading)}
          </Typography>
          {s.paragraphs?.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              <WithEmail text={t(p)} />
            </Typography>
          ))}
          {s.points && (
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {s.points.map((p) => (
                <Typography component="li" key={p} sx={{ mb: 1, lineHeight: 1.7 }}>
                  <WithEmail text={t(p)} />
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
      {children}
    </Container>
  );
}
