import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { useQuizHistory } from './useQuizHistory';

/** Who made a change: you, the system, or another editor by the end of their id (the whole id on hover). */
function who(actorId: string | null, me: unknown): string {
  if (!actorId) return 'system';
  return actorId === me ? 'you' : `…${actorId.slice(-6)}`;
}

/**
 * The quiz's changes, newest first: revision, when, who, what (the catalog records each save). Read again on
 * each save, and until the re-scoring an answer-key correction causes is listed (no Refresh needed).
 */
export function QuizHistory() {
  const record = useRecordContext<{ id: string; rev?: number }>();
  const { identity } = useGetIdentity();
  const { data, total, isPending } = useQuizHistory(record);
  if (!record || isPending) return null;
  if (!data?.length) return <Typography color="text.secondary">No changes recorded yet.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${total} changes`}
      </Typography>
      {/* What changed comes second, where a phone shows it; the rest scrolls sideways inside the form. */}
      <Box sx={{ overflowX: 'auto', width: '100%' }}>
        <Table size="small" aria-label="History">
          <TableHead>
            <TableRow>
              <TableCell>Revision</TableCell>
              <TableCell>What</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{h.rev}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{h.changes.join('; ')}</TableCell>
                <TableCell>{new Date(h.at).toLocaleString()}</TableCell>
                <TableCell title={h.actorId ?? undefined} sx={{ whiteSpace: 'nowrap' }}>
                  {who(h.actorId, identity?.id)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
