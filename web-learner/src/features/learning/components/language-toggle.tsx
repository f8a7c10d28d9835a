import { Button } from '@mui/material';

/** The spec 2.10 toggle: 'हिंदी में देखें' / 'View in English'. */
export function LanguageToggle({ hindi, onToggle }: { hindi: boolean; onToggle: () => void }) {
  return (
    <Button variant="outlined" onClick={onToggle} lang={hindi ? 'en' : 'hi'} sx={{ whiteSpace: 'nowrap' }}>
      {hindi ? 'View in English' : 'हिंदी में देखें'}
    </Button>
  );
}
