import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NumberField, SimpleList, TextField } from 'react-admin';
import { KeyStageChip } from './KeyStageChip';
import { STAGES, type LiveMockKeyRow } from './types';

const windowText = (r: LiveMockKeyRow) =>
  r.windowOpen ? `open until ${new Date(r.windowEndsAt).toLocaleString('en-GB')}` : STAGES[r.stage];

/** Live mocks, the latest close first, with their key's stage and how many challenges it drew (issue 33). */
export function KeyChallengeList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List title="Key challenges" pagination={false} exporter={false} empty={false}>
      {small ? (
        <SimpleList<LiveMockKeyRow>
          primaryText={(r) => r.quizName}
          secondaryText={(r) =>
            `${r.challenges} challenge${r.challenges === 1 ? '' : 's'} · ${windowText(r)}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="quizName" label="Live mock" sortable={false} />
          <DateField source="closesAt" label="Closed" showTime sortable={false} />
          <NumberField source="challenges" label="Challenges" sortable={false} />
          <FunctionField<LiveMockKeyRow> label="Key" render={(r) => <KeyStageChip stage={r.stage} />} />
          <FunctionField<LiveMockKeyRow>
            label="Challenge window"
            render={(r) => (r.stage === 'final' ? '—' : windowText(r))}
          />
        </Datagrid>
      )}
    </List>
  );
}
