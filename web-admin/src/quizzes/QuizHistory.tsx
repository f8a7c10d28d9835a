import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetIdentity, useGetList, useRecordContext } from 'react-admin';

interface HistoryEntry {
  id: string;
  rev: number;
  at: string;
  actorId: string | null;
  changes: string[];
}

/** The quiz's changes, newest first: revision, when, who, what (the catalog records each save). */
export function QuizHistory() {
  const record = useRecordContext<{ id: string }>();
  const { identity } = useGetIdentity();
  const { data, total, isPending } = useGetList<HistoryEntry>(
    `quizzes/${record?.id}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'rev', order: 'DESC' } },
    { enabled: !!record },
  );
  if (!record || isPending) return null;
  if (!data?.length) return <Typography color="text.secondary">No changes recorded yet.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${total} changes`}
      </Typography>
      <Table size="small" aria-label="History">
        <TableHead>
          <TableRow>
            <TableCell>Revision</TableCell>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{h.rev}</TableCell>
              <TableCell>{new Date(h.at).toLocaleString()}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {h.actorId && h.actorId === identity?.id ? 'you' : (h.actorId ?? 'system')}
              </TableCell>
              <TableCell>{h.changes.join('; ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
