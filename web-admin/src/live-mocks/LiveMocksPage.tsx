import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title } from 'react-admin';
import { useLiveMocks } from './useLiveMocks';
import { windowState } from './windowState';

const COLOUR = { upcoming: 'default', open: 'success', closing: 'warning', closed: 'info' } as const;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every live mock with its candidates: joined, in progress, submitted, auto-submitted, and its window. */
export function LiveMocksPage() {
  const mocks = useLiveMocks();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const serverNow = now + (mocks.data?.offsetMs ?? 0);
  const heads = ['Joined', 'In progress', 'Submitted', 'Auto-submitted'];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Live mocks" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Live mocks
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          A live mock is an exam-mode quiz with a live window (its Exam tab). Candidates who never submit are
          submitted at the close, and every rank is released then.
        </Typography>
        {mocks.isError && <Alert severity="error">The live mocks could not be read.</Alert>}
        {mocks.isPending && <Typography role="status">Loading live mocks…</Typography>}
        {mocks.data && !mocks.data.mocks.length && <Typography>No live mocks yet.</Typography>}
        {!!mocks.data?.mocks.length && (
          <TableContainer>
            <Table size="small" aria-label="Live mocks">
              <TableHead>
                <TableRow>
                  <TableCell>Live mock</TableCell>
                  <TableCell>Window</TableCell>
                  {heads.map((h) => (
                    <TableCell key={h} align="right">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {mocks.data.mocks.map((m) => {
                  const w = windowState(m, serverNow);
                  return (
                    <TableRow key={m.id} data-mock={m.id}>
                      <TableCell>
                        <Link to={`/quizzes/${m.id}/exam`}>{m.quizName}</Link>
                      </TableCell>
                      <TableCell>
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          <Chip
                            size="small"
                            color={COLOUR[w.state]}
                            label={w.text}
                            data-testid="window-state"
                          />
                          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                            {when.format(new Date(m.opensAt))} – {when.format(new Date(m.closesAt))}
                          </Box>
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{m.joined}</TableCell>
                      <TableCell align="right">{m.inProgress}</TableCell>
                      <TableCell align="right">{m.submitted}</TableCell>
                      <TableCell align="right">{m.autoSubmitted}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
