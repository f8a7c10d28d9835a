import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Grid,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider, ImportReport } from '@/providers/dataProvider';
import { CATEGORIES, DIVISIONS, SUBJECTS } from './choices';
import { readSheet, templateCsv, type SheetRow } from './sheet';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'questions-template.csv' });
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Bulk import of questions from CSV or .xlsx into a new or an existing quiz. The server checks every row
 * (a dry run) and lists each bad row and why; the import is offered only when every row passes.
 */
export function QuizImport() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [quizId, setQuizId] = useState('');
  const [quiz, setQuiz] = useState({
    name: '',
    division: 'Abhyudaya',
    subject: SUBJECTS[1],
    difficulty: CATEGORIES[0],
    classs: 'Already passed 12th',
  });
  const [file, setFile] = useState<string>('');
  const [rows, setRows] = useState<SheetRow[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const body = (dryRun: boolean) => ({
    rows,
    dryRun,
    ...(target === 'existing' ? { quizId: quizId.trim() } : { quiz }),
  });
  const run = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.importQuestions(body(dryRun));
      setReport(data);
      if (!dryRun && data.quiz) {
        notify(`${data.imported} questions imported`, { type: 'success' });
        navigate(`/quizzes/${data.quiz.id}`);
      }
    } catch (err) {
      const problems = (err as { body?: ImportReport }).body?.problems;
      if (problems) setReport((err as { body: ImportReport }).body);
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setReport(null);
    try {
      setRows(await readSheet(chosen));
      setFile(chosen.name);
    } catch (err) {
      notify(`${chosen.name} could not be read: ${(err as Error).message}`, { type: 'error' });
    }
  };
  const set = (k: keyof typeof quiz) => (e: ChangeEvent<HTMLInputElement>) =>
    setQuiz({ ...quiz, [k]: e.target.value });
  const ready =
    rows.length > 0 && (target === 'existing' ? quizId.trim().length === 24 : quiz.name.trim().length > 0);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Import questions" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            One question a row: English and Hindi text, up to six options in each language (Hindi in the same
            order), and the correct answer as its text or its number.
          </Typography>
          <Box>
            <Button startIcon={<DownloadIcon />} onClick={downloadTemplate}>
              Download the template (CSV)
            </Button>
          </Box>
          <RadioGroup row value={target} onChange={(e) => setTarget(e.target.value as 'new' | 'existing')}>
            <FormControlLabel value="new" control={<Radio />} label="Into a new quiz (a draft)" />
            <FormControlLabel value="existing" control={<Radio />} label="Into an existing quiz" />
          </RadioGroup>
          {target === 'existing' ? (
            <TextField
              label="Quiz id"
              value={quizId}
              onChange={(e) => setQuizId(e.target.value)}
              helperText="From the quiz's address"
            />
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField label="Quiz name" value={quiz.name} onChange={set('name')} fullWidth required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField select label="Division" value={quiz.division} onChange={set('division')} fullWidth>
                  {DIVISIONS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {d}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField select label="Subject" value={quiz.subject} onChange={set('subject')} fullWidth>
                  {SUBJECTS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {d}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  label="Category"
                  value={quiz.difficulty}
                  onChange={set('difficulty')}
                  fullWidth
                >
                  {CATEGORIES.map((d) => (
                    <MenuItem key={d} value={d}>
                      {d}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField label="Class" value={quiz.classs} onChange={set('classs')} fullWidth />
              </Grid>
            </Grid>
          )}
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              Choose a CSV or .xlsx file
              <input
                hidden
                type="file"
                accept=".csv,text/csv,.xlsx"
                onChange={choose}
                aria-label="Questions file"
              />
            </Button>
            {file && <Typography variant="body2">{`${file}: ${rows.length} rows`}</Typography>}
          </Stack>
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" disabled={!ready || busy} onClick={() => run(true)}>
              Check the rows (dry run)
            </Button>
            <Button
              variant="contained"
              disabled={!ready || busy || !report || report.problems.length > 0}
              onClick={() => run(false)}
            >
              {report ? `Import ${report.valid} question${report.valid === 1 ? '' : 's'}` : 'Import'}
            </Button>
          </Stack>
          {report && report.problems.length === 0 && (
            <Alert severity="success">{`All ${report.rows} rows are good. Nothing has been written yet.`}</Alert>
          )}
          {report && report.problems.length > 0 && (
            <>
              <Alert severity="error">
                {`${report.problems.length} of ${report.rows} rows have problems. Nothing has been written: fix them and check again.`}
              </Alert>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Rows with problems">
                  <TableHead>
                    <TableRow>
                      <TableCell>Row</TableCell>
                      <TableCell>Problems</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.problems.map((p) => (
                      <TableRow key={p.row}>
                        <TableCell>{p.row}</TableCell>
                        <TableCell>{p.reasons.join('; ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
