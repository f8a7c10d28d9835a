import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamResult } from '../types';

/** The top 10, display names only. */
export function Leaderboard({ rows }: { rows: NonNullable<ExamResult['leaderboard']> }) {
  const { t } = useTranslation('exam');
  if (!rows.length) return null;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Leaderboard')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Rank')}</TableCell>
            <TableCell>{t('Candidate')}</TableCell>
            <TableCell align="right">{t('Score')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i} selected={r.you}>
              <TableCell>{r.rank}</TableCell>
              <TableCell>
                {r.displayName}
                {r.you && (
                  <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 700 }}>
                    ({t('you')})
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{r.score}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
