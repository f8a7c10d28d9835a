import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '@/providers/dataProvider';
import { questionEditorPath, type ReportRow } from './reasons';

const REPLY_MAX = 500;

/**
 * Accept (with an optional reply) opens the quiz's editor on the reported question, where the editor fixes
 * it and saves: a corrected key re-scores the results and tells every reporter. Reject needs a reply, which
 * the learners who reported it read in 'My reports'.
 */
export function ResolveActions() {
  const record = useRecordContext<ReportRow>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const [action, setAction] = useState<'accept' | 'reject' | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'open') return null;
  const rejecting = action === 'reject';
  const submit = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.resolveReports(record.id, action!, reply.trim());
      const n = `${data.resolved} report${data.resolved === 1 ? '' : 's'}`;
      setAction(null);
      if (rejecting) {
        notify(`Rejected ${n}: the learners will read your reply`, { type: 'success' });
        redirect('list', 'reports');
      } else {
        notify(`Accepted ${n}: fix question ${data.questionIndex + 1} and save`, { type: 'success' });
        navigate(questionEditorPath(data.kind, data.quizId, data.questionIndex + 1));
      }
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const tooLong = reply.length > REPLY_MAX;
  return (
    <>
      <Button label="Accept" onClick={() => setAction('accept')}>
        <CheckIcon />
      </Button>
      <Button label="Reject" onClick={() => setAction('reject')} color="error">
        <CloseIcon />
      </Button>
      <Dialog open={action !== null} onClose={() => setAction(null)} fullWidth maxWidth="sm">
        <DialogTitle>{rejecting ? 'Reject these reports' : 'Accept these reports'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label={rejecting ? 'Reply to the learners (required)' : 'Reply to the learners (optional)'}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            error={tooLong}
            helperText={`${reply.length}/${REPLY_MAX}${rejecting ? ' · the learners read this in My reports' : ' · then the question opens in its editor'}`}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setAction(null)}>Cancel</MuiButton>
          <MuiButton
            variant="contained"
            color={rejecting ? 'error' : 'primary'}
            onClick={() => void submit()}
            disabled={busy || tooLong || (rejecting && !reply.trim())}
          >
            {rejecting ? 'Reject' : 'Accept and open the editor'}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
