import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Head } from '@/components/seo/head';

/** The frame every account screen shares: a centred card with the screen's heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2 }, py: { xs: 3, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Head title={title} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: wide ? 640 : 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
