import { Box, Typography } from '@mui/material';
import { Head } from '@/components/seo/head';

/** Placeholder for a screen whose issue is still open; every use is replaced before that issue is resolved. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: 8, px: 2 }}>
      <Head title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is being built.</Typography>
    </Box>
  );
}
