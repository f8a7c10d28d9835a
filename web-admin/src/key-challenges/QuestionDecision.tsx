import { Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import type { ChallengedQuestion, KeyDecision } from './types';
import { useKeyAction } from './useKeyAction';

const letter = (i: number) => String.fromCharCode(65 + i);

/** Keep the key, change it to another option, or drop the question: saved for the final key. */
export function QuestionDecision({ question }: { question: ChallengedQuestion }) {
  const { record, busy, run } = useKeyAction();
  const [decision, setDecision] = useState<KeyDecision>(question.decision);
  const [newKey, setNewKey] = useState<number | ''>(question.newKey ?? '');
  const locked = record?.stage !== 'provisional';
  const unchanged = decision === question.decision && (decision !== 'change' || newKey === question.newKey);
  const save = () =>
    void run(
      {
        type: 'resolve',
        questionIndex: question.questionIndex,
        decision,
        ...(decision === 'change' && newKey !== '' ? { key: newKey } : {}),
      },
      `Question ${question.questionNumber}: ${decision === 'change' ? `key ${letter(Number(newKey))}` : decision}`,
    );
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={decision}
        disabled={locked}
        onChange={(_, v: KeyDecision | null) => v && setDecision(v)}
        aria-label={`Resolution of question ${question.questionNumber}`}
      >
        <ToggleButton value="keep">Keep key</ToggleButton>
        <ToggleButton value="change">Change key</ToggleButton>
        <ToggleButton value="drop">Drop question</ToggleButton>
      </ToggleButtonGroup>
      {decision === 'change' && (
        <TextField
          select
          size="small"
          label="Correct option"
          value={newKey}
          disabled={locked}
          onChange={(e) => setNewKey(Number(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {question.options.map((o, i) => (
            <MenuItem key={i} value={i} disabled={i === question.key}>
              {letter(i)}. {o.length > 40 ? `${o.slice(0, 40)}…` : o}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="contained"
        size="small"
        onClick={save}
        disabled={locked || busy || unchanged || (decision === 'change' && newKey === '')}
      >
        Save
      </Button>
    </Stack>
  );
}
