import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../domain/when';
import type { SectionResult } from '../types';

const figuresOf = (s: SectionResult) => [
  s.attempted,
  s.correct,
  s.wrong,
  s.score,
  s.attempted ? `${s.accuracy}%` : '–',
  formatSeconds(s.seconds),
];

/** Per section: attempted, correct, wrong, score, accuracy, time. */
export function SectionTable({ sections }: { sections: SectionResult[] }) {
  const { t } = useTranslation('exam');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const heads = [t('Attempted'), t('Correct'), t('Wrong'), t('Score'), t('Accuracy'), t('Time')];
  if (phone) return <SectionList sections={sections} heads={heads} />;
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
              {figuresOf(s).map((f, i) => (
                <TableCell key={heads[i]} align="right">
                  {f}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: each section with its six figures in a grid (a seven-column table would scroll sideways). */
function SectionList({ sections, heads }: { sections: SectionResult[]; heads: string[] }) {
  const { t } = useTranslation('exam');
  return (
    <Stack spacing={2} role="list" aria-label={t('Sections')}>
      {sections.map((s) => (
        <Box key={s.name} role="listitem">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t(s.name)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}>
            {figuresOf(s).map((f, i) => (
              <Box key={heads[i]}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {heads[i]}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {f}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
