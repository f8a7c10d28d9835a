import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '@exam/web-theme';
import { paths } from '@/config/paths';

/** The mark and the name, linking home. */
export function BrandLogo({ linked = true }: { linked?: boolean }) {
  const content = (
    <>
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ borderRadius: 1.5 }} />
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em' }}>
        {brand.name}
      </Box>
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    color: 'text.primary',
    textDecoration: 'none',
  };
  return linked ? (
    <Box component={RouterLink} to={paths.home.getHref()} sx={sx} aria-label={`${brand.name}, home`}>
      {content}
    </Box>
  ) : (
    <Box sx={sx}>{content}</Box>
  );
}
