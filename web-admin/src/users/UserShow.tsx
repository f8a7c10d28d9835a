import { Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { API_URL, httpClient } from '@/providers/httpClient';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/** GET /api/attempts/score-history/{userId} (admins may read anyone's): completions, oldest first. */
type ScoreHistory = ApiAnswer<'/api/attempts/score-history/{userId}', 'get'>;
type ScorePoint = ScoreHistory['points'][number];

/** The learner's latest completions, newest first. */
export function RecentAttempts({ limit = 20 }: { limit?: number }) {
  const record = useRecordContext();
  const [points, setPoints] = useState<ScorePoint[]>();
  const [error, setError] = useState<Error>();
  const userId = record?.id as string | undefined;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    httpClient(`${API_URL}/attempts/score-history/${encodeURIComponent(userId)}`).then(
      ({ json }) => live && setPoints((json as ScoreHistory).points),
      (e: Error) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  if (error) return <Typography color="error">Attempts could not be loaded: {error.message}</Typography>;
  if (!points) return <Typography color="text.secondary">Loading…</Typography>;
  if (points.length === 0) return <Typography color="text.secondary">No completed quizzes yet.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Quiz</TableCell>
          <TableCell>Subject</TableCell>
          <TableCell>Completed</TableCell>
          <TableCell align="right">Correct</TableCell>
          <TableCell align="right">Score</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...points]
          .reverse()
          .slice(0, limit)
          .map((p) => (
            <TableRow key={`${p.quizId}-${p.completedAt}`}>
              <TableCell>{p.quizName}</TableCell>
              <TableCell>{p.subject}</TableCell>
              <TableCell>{new Date(p.completedAt).toLocaleString('en-IN')}</TableCell>
              <TableCell align="right">
                {p.correctAnswers}/{p.totalQuestions} ({p.percent}%)
              </TableCell>
              <TableCell align="right">{p.score}</TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** One learner: profile, subscriptions, old-quiz purchases and recent attempts. */
export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <Grid container spacing={2}>
          {(['name', 'email', 'mobile', 'role', 'classs', 'schoolcode', 'city', 'state'] as const).map(
            (f) => (
              <Grid key={f} size={{ xs: 12, sm: 6, md: 3 }}>
                <Labeled label={f === 'classs' ? 'Class' : undefined}>
                  {f === 'email' ? <EmailField source={f} /> : <TextField source={f} />}
                </Labeled>
              </Grid>
            ),
          )}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Labeled label="Account disabled">
              <BooleanField source="disabled" />
            </Labeled>
          </Grid>
        </Grid>
        <Heading>Subscriptions</Heading>
        <ReferenceManyField
          reference="subscriptions"
          target="userId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography>None</Typography>}>
            <TextField source="plan" />
            <TextField source="status" />
            <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
            <DateField source="startDate" showTime label="Started" />
            <DateField source="accessUntil" showTime label="Access until" />
          </Datagrid>
        </ReferenceManyField>
        <Heading>Old-quiz purchases</Heading>
        <ReferenceManyField
          reference="orders"
          target="userId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography>None</Typography>}>
            <TextField source="description" />
            <TextField source="status" />
            <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
            <DateField source="createdAt" showTime label="Created" />
            <DateField source="paidAt" showTime label="Paid" />
          </Datagrid>
        </ReferenceManyField>
        <Heading>Recent attempts</Heading>
        <RecentAttempts />
      </SimpleShowLayout>
    </Show>
  );
}
