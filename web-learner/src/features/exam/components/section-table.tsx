import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../domain/when';
import type { SectionResult } from '../types';

/** Per section: attempted, correct, wrong, score, accuracy, time. */
export function SectionTable({ sections }: { sections: SectionResult[] }) {
  const { t } = useTranslation('exam');
  const heads = [t('Attempted'), t('Correct'), t('Wrong'), t('Score'), t('Accuracy'), t('Time')];
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Sections')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Section')}</TableCell>
            {heads.map((h) => (
              <TableCell key={h} align="right">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((s) => (
            <TableRow key={s.name}>
              <TableCell component="th" scope="row">
                {t(s.name)}
              </TableCell>
              <TableCell align="right">{s.attempted}</TableCell>
              <TableCell align="right">{s.correct}</TableCell>
              <TableCell align="right">{s.wrong}</TableCell>
              <TableCell align="right">{s.score}</TableCell>
              <TableCell align="right">{s.attempted ? `${s.accuracy}%` : '–'}</TableCell>
              <TableCell align="right">{formatSeconds(s.seconds)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
