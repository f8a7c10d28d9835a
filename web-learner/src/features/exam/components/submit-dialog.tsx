import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  Box,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PALETTE_LABELS, PALETTE_STATES } from '../domain/palette';
import type { SectionSummary } from '../domain/sections';
import { PaletteBadge } from './palette-badge';

/** Submit's summary per section, and the confirmation. */
export function SubmitDialog({
  open,
  summaries,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  summaries: SectionSummary[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="submit-title"
    >
      <DialogTitle id="submit-title">{t('Submit the exam?')}</DialogTitle>
      <DialogContent>
        {phone ? (
          <SummaryList summaries={summaries} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('Exam summary')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Section')}</TableCell>
                  {PALETTE_STATES.map((s) => (
                    <TableCell key={s} align="right">
                      {t(PALETTE_LABELS[s])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {summaries.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell component="th" scope="row">
                      {t(s.name)}
                    </TableCell>
                    {PALETTE_STATES.map((state) => (
                      <TableCell key={state} align="right" data-summary={state}>
                        {s.counts[state]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Typography sx={{ mt: 2 }}>
          {t(
            'Once submitted, your answers cannot change. Questions marked for review with a saved answer are evaluated.',
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Back to the exam')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t('Submitting...') : t('Yes, submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** On a phone: each section with its five counts, one under the other (a table would scroll sideways). */
function SummaryList({ summaries }: { summaries: SectionSummary[] }) {
  const { t } = useTranslation('exam');
  return (
    <Stack spacing={2} aria-label={t('Exam summary')} role="list">
      {summaries.map((s) => (
        <Box key={s.name} role="listitem">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
            {t(s.name)}
          </Typography>
          <Stack spacing={0.5}>
            {PALETTE_STATES.map((state) => (
              <Stack key={state} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <PaletteBadge state={state} size={26}>
                  {s.counts[state]}
                </PaletteBadge>
                <Typography variant="body2">{t(PALETTE_LABELS[state])}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
