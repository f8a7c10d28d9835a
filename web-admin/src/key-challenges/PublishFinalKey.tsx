import PublishIcon from '@mui/icons-material/Publish';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useKeyAction } from './useKeyAction';

const letter = (i: number) => String.fromCharCode(65 + i);

/** Publishes the final key from the saved resolutions; every candidate is re-scored and re-ranked. */
export function PublishFinalKey() {
  const { record, busy, run } = useKeyAction();
  const [open, setOpen] = useState(false);
  // The list's row stands in for the mock until its detail (with the questions) has loaded.
  if (!record || record.stage !== 'provisional' || !Array.isArray(record.questions)) return null;
  const changed = record.questions.filter((q) => q.decision === 'change' && q.newKey !== null);
  const dropped = record.questions.filter((q) => q.decision === 'drop');
  const publish = async () => {
    if (await run({ type: 'publish' }, 'Final key published: candidates are being re-scored and re-ranked'))
      setOpen(false);
  };
  return (
    <>
      <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setOpen(true)}>
        Publish final key
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Publish the final key of {record.quizName}?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <p>
              {changed.length
                ? `Key changed: ${changed.map((q) => `question ${q.questionNumber} → ${letter(q.newKey!)}`).join(', ')}.`
                : 'No key changed.'}{' '}
              {dropped.length
                ? `Dropped (full marks to every candidate who attempted it): question ${dropped.map((q) => q.questionNumber).join(', ')}.`
                : 'No question dropped.'}
            </p>
            <p>
              Every candidate is re-scored and re-ranked, and learners whose score or rank changes are told.
              {record.windowOpen && ' The challenge window, still open, ends now.'} This cannot be undone.
            </p>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void publish()} disabled={busy}>
            Publish final key
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
