import { Paper, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@/types/quiz';

/** Spec 2.10's table, from the server's scoring (never recomputed here); Percentile only when known. */
export function ResultTable({ result, percentile }: { result: AttemptResult; percentile: number | null }) {
  const { t } = useTranslation('results');
  const columns: [string, string | number][] = [
    ['Total Questions', result.totalQuestions],
    ['Questions Attempted', result.attemptedQuestions],
    ['Correct Answers', result.correctAnswers],
    ['Wrong Answers', result.wrongAnswers],
    ['Total Score', result.score],
    ...(percentile !== null ? ([['Percentile', percentile]] as [string, number][]) : []),
  ];
  // One row per figure: readable at 360 px, and each value announced with its label.
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
      <Table aria-label={t('Quiz result')} size="small">
        <TableBody>
          {columns.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t(label)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
