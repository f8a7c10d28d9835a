import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuizDetail } from '@/types/quiz';
import { PALETTE_LABELS, PALETTE_STATES, type PaletteState } from '../domain/palette';
import { PaletteBadge } from './palette-badge';

const MEANING: Record<PaletteState, string> = {
  'not-visited': 'You have not opened the question yet.',
  'not-answered': 'You opened the question but saved no answer.',
  answered: 'Your answer is saved.',
  marked: 'You marked the question for review without an answer.',
  'answered-marked': 'Your answer is saved and marked for review. It will be evaluated.',
};

/** The general instructions: what the exam is, how it is marked, the palette's symbols, how to answer. */
export function InstructionsPanel({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation('exam');
  const sections = quiz.sections ?? [];
  const timed = sections.some((s) => s.minutes);
  return (
    <Stack spacing={2.5}>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
        <li>{t('Duration: {{n}} minutes.', { n: quiz.durationMinutes ?? quiz.questionsLength })}</li>
        <li>{t('Questions: {{n}}.', { n: quiz.questionsLength })}</li>
        <li>
          {t(
            'Marking: +{{right}} for a right answer, −{{wrong}} for a wrong one, 0 for a question not answered.',
            {
              right: quiz.marksPerCorrect ?? 1,
              wrong: quiz.negativeMarks ?? 0,
            },
          )}
        </li>
        <li>
          {t(
            'The clock is set by the server. When it reaches zero your exam is submitted with the answers you saved.',
          )}
        </li>
        <li>
          {t(
            'An answer counts only once you save it with Save & Next or Mark for Review & Next. Choosing an option and moving away through the palette does not save it.',
          )}
        </li>
        <li>{t('You can change a saved answer until you submit. Clear Response removes it.')}</li>
        <li>{t('Each question can be read in English or Hindi.')}</li>
      </Box>
      {sections.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('Sections')}
          </Typography>
          <Table size="small" aria-label={t('Sections')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Section')}</TableCell>
                <TableCell>{t('Questions')}</TableCell>
                {timed && <TableCell>{t('Time')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {sections.map((s) => (
                <TableRow key={s.name}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{`${s.from}–${s.to}`}</TableCell>
                  {timed && <TableCell>{t('{{n}} minutes', { n: s.minutes })}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {timed && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(
                'Each section has its own time. When it ends, the section closes and the next one opens; answers in a closed section can no longer change.',
              )}
            </Typography>
          )}
        </Box>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('The question palette')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {PALETTE_STATES.map((s) => (
            <Stack component="li" key={s} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <PaletteBadge state={s} size={32}>
                1
              </PaletteBadge>
              <Typography variant="body2">
                <strong>{t(PALETTE_LABELS[s])}</strong>: {t(MEANING[s])}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
