import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useKeyAction } from './useKeyAction';

const DEFAULT_HOURS = 48;

/** The challenge window's length in hours after the close (48 unless set), until the final key is out. */
export function WindowHours() {
  const { record, busy, run } = useKeyAction();
  const [hours, setHours] = useState(String(record?.windowHours ?? DEFAULT_HOURS));
  if (!record) return null;
  const final = record.stage === 'final';
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        size="small"
        type="number"
        label="Challenge window (hours after the close)"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        disabled={final}
        slotProps={{ htmlInput: { min: 1, max: 336, step: 1 } }}
        sx={{ width: 300 }}
      />
      <Button
        variant="outlined"
        disabled={final || busy}
        onClick={() => void run({ type: 'window', hours: Number(hours) }, 'Challenge window saved')}
      >
        Save window
      </Button>
      <Typography variant="body2" color="text.secondary">
        {record.windowOpen
          ? `Open until ${new Date(record.windowEndsAt).toLocaleString('en-GB')}`
          : final
            ? 'The final key is published: the window is over.'
            : record.stage === 'withheld'
              ? `Opens at the close, ${new Date(record.closesAt).toLocaleString('en-GB')}`
              : `Closed at ${new Date(record.windowEndsAt).toLocaleString('en-GB')}`}
      </Typography>
    </Stack>
  );
}
