import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The NTA screen's buttons, in its order: saving moves on; Clear Response removes the saved response. */
export function ExamActions({
  onSaveNext,
  onMarkNext,
  onClear,
  onPrevious,
  onSubmit,
  previousDisabled,
  disabled,
}: {
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  onSubmit: () => void;
  previousDisabled: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exam');
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }} role="toolbar" aria-label={t('Answer')}>
      <Button variant="contained" color="success" onClick={onSaveNext} disabled={disabled}>
        {t('Save & Next')}
      </Button>
      <Button variant="contained" color="secondary" onClick={onMarkNext} disabled={disabled}>
        {t('Mark for Review & Next')}
      </Button>
      <Button variant="outlined" onClick={onClear} disabled={disabled}>
        {t('Clear Response')}
      </Button>
      <Button variant="outlined" onClick={onPrevious} disabled={previousDisabled || disabled}>
        {t('Previous')}
      </Button>
      <Button variant="contained" color="primary" onClick={onSubmit} sx={{ ml: { sm: 'auto' } }}>
        {t('Submit')}
      </Button>
    </Stack>
  );
}
