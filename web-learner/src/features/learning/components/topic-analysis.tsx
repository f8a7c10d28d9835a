import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTopics, type TopicRow } from '../api/get-topics';

const pct = (n: number | null) => (n === null ? '–' : `${n}%`);
const secs = (n: number | null) => (n === null ? '–' : `${Math.round(n)} s`);

/** The change in accuracy against the period before, in points; nothing to compare: a dash. */
function Change({ row }: { row: TopicRow }) {
  const { t } = useTranslation('learning');
  if (row.accuracy === null || row.before.accuracy === null) return <>–</>;
  const d = Math.round((row.accuracy - row.before.accuracy) * 10) / 10;
  const label = d > 0 ? `▲ ${d}` : d < 0 ? `▼ ${-d}` : '0';
  return (
    <Box
      component="span"
      sx={{ color: d > 0 ? 'success.main' : d < 0 ? 'error.main' : 'text.secondary', fontWeight: 600 }}
      aria-label={t('{{d}} points against the period before', { d })}
    >
      {label}
    </Box>
  );
}

function Rows({ rows, chapters }: { rows: TopicRow[]; chapters?: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{chapters ? t('Chapter') : t('Subject')}</TableCell>
            <TableCell align="right">{t('Seen')}</TableCell>
            <TableCell align="right">{t('Accuracy')}</TableCell>
            <TableCell align="right">{t('Time per question')}</TableCell>
            <TableCell align="right">{t('Change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.subject}:${r.chapter ?? ''}`}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {chapters ? `${r.chapter || t('No chapter')} (${r.subject})` : r.subject}
              </TableCell>
              <TableCell align="right">{r.seen}</TableCell>
              <TableCell align="right">{pct(r.accuracy)}</TableCell>
              <TableCell align="right">{secs(r.avgSeconds)}</TableCell>
              <TableCell align="right">
                <Change row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Topic analysis on the dashboard (issue 32): 30 or 90 days, the change, and the weakest chapters. */
export function TopicAnalysis() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const topics = useTopics();
  const [days, setDays] = useState(30);
  const [byChapter, setByChapter] = useState(false);
  const window = topics.data?.windows.find((w) => w.days === days);
  const weakest = topics.data?.weakest[String(days)] ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="topics-title" sx={{ p: 2, mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="topics-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('Topic analysis')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_e, d: number | null) => d && setDays(d)}
          aria-label={t('Period')}
        >
          <ToggleButton value={30}>{t('30 days')}</ToggleButton>
          <ToggleButton value={90}>{t('90 days')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {topics.isPending && <Typography role="status">{t('Loading topic analysis...')}</Typography>}
      {topics.isError && <Alert severity="error">{t('Topic analysis could not be loaded.')}</Alert>}
      {window && window.subjects.length === 0 && (
        <Typography color="text.secondary">
          {t('Complete a few quizzes to see how each topic goes.')}
        </Typography>
      )}
      {weakest.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void navigate(paths.practice.getHref(weakest.map((w) => w.chapter ?? '')))}
            >
              {t('Practise these')}
            </Button>
          }
        >
          <strong>{t('Your weakest chapters:')}</strong>{' '}
          {weakest.map((w) => `${w.chapter || t('No chapter')} (${pct(w.accuracy)})`).join(', ')}
        </Alert>
      )}
      {window && window.subjects.length > 0 && (
        <>
          <Rows rows={byChapter ? window.chapters : window.subjects} chapters={byChapter} />
          <Button size="small" onClick={() => setByChapter((c) => !c)} sx={{ mt: 1 }}>
            {byChapter ? t('Show subjects') : t('Show chapters')}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('Change: accuracy in points against the {{days}} days before.', { days })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
